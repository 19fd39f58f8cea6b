import type { ErrorAnswer, ReviewWork } from "@campus/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { composeMail } from "../src/mail/compose.js";
import { type Agent, STAFF, signIn, signInWithLessonsDone, useApp } from "./helpers.js";
import { accountNamed, hoursAgo, seedWork } from "./review-fixtures.js";

/**
 * Claims and verdicts: a reviewer holds a pending work while reading it, another is told who has it (and may take
 * it over), and a verdict names the version it was made on, so that one made on a work that changed meanwhile is
 * refused. A verdict kept reaches the learner by a notification and an email, in their language.
 */
const ctx = useApp({ campusUrl: "https://campus.example", mailEveryMs: 60 * 60 * 1000 });
let marek: Agent;
let beata: Agent;
let learner: Agent;

beforeAll(async () => {
  marek = await signIn(ctx.app, STAFF);
  await accountNamed(ctx.db, "rd-beata", { firstName: "Beata", lastName: "Kwiatkowska", role: "staff" });
  beata = await signIn(ctx.app, "rd-beata@example.com");
  const email = await accountNamed(ctx.db, "rd-learner", { firstName: "Grace", lastName: "Hopper", language: "en" });
  learner = await signInWithLessonsDone(ctx.app, email, "c-final-single", "c-final-multi");
  await accountNamed(ctx.db, "rd-polish", { firstName: "Zuzanna", lastName: "Łęcka" });
});

const claim = (who: Agent, id: string, body: object = {}) => who.post(`/api/staff/reviews/${id}/claim`, body);
const release = (who: Agent, id: string) => who.request("DELETE", `/api/staff/reviews/${id}/claim`, {});
const decide = (who: Agent, id: string, body: object) => who.post(`/api/staff/reviews/${id}/decision`, body);
const work = async (who: Agent, id: string): Promise<ReviewWork> =>
  (await who.get(`/api/staff/reviews/${id}`)).json().work;
const reason = (answer: { json: () => ErrorAnswer }) => answer.json().reason;

async function pendingWork(id: string, userId = "rd-polish", taskId = "c-final-multi-task3"): Promise<string> {
  await seedWork(ctx.db, { id, userId, courseId: "c-final-multi", taskId, sentAt: hoursAgo(2) });
  return id;
}

describe("claiming a work", () => {
  it("holds it for a quarter of an hour, renewed by the holder, refused to another with who holds it", async () => {
    const id = await pendingWork("rd-claimed");
    const first = await claim(marek, id);
    expect(first.statusCode, first.body).toBe(200);
    const held = first.json().claim;
    expect(held).toMatchObject({ reviewer: { _id: "u-staff", firstName: "Marek", lastName: "Zieliński" }, mine: true });
    const left = Date.parse(held.until) - Date.now();
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);

    await ctx.db.query("update exam_submits set claimed_until = now() + interval '1 minute' where id = $1", [id]);
    const renewed = await claim(marek, id);
    expect(renewed.statusCode).toBe(200);
    expect(Date.parse(renewed.json().claim.until) - Date.now()).toBeGreaterThan(14 * 60_000);

    const refused = await claim(beata, id);
    expect(refused.statusCode).toBe(409);
    expect(reason(refused)).toEqual({
      code: "reviewClaimed",
      reviewer: { _id: "u-staff", firstName: "Marek", lastName: "Zieliński" },
      until: renewed.json().claim.until,
    });
    expect((await work(beata, id)).claim).toMatchObject({ reviewer: { _id: "u-staff" }, mine: false });
    expect((await work(marek, id)).claim?.mine).toBe(true);
  });

  it("is taken over when asked, and the audit log says from whom", async () => {
    const id = "rd-claimed";
    const taken = await claim(beata, id, { takeOver: true });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().claim).toMatchObject({ reviewer: { _id: "rd-beata", firstName: "Beata" }, mine: true });
    const [logged] = await ctx.db.query<{
      actor_id: string;
      subject_user_id: string;
      details: Record<string, unknown>;
    }>("select actor_id, subject_user_id, details from audit_log where action = 'final-work.take-over'");
    expect(logged).toMatchObject({
      actor_id: "rd-beata",
      subject_user_id: "rd-polish",
      details: { submitId: id, from: { _id: "u-staff", firstName: "Marek", lastName: "Zieliński" } },
    });
    // Now Marek is the other reviewer.
    expect(reason(await claim(marek, id))).toMatchObject({ code: "reviewClaimed", reviewer: { _id: "rd-beata" } });
  });

  it("is let go by its holder only, and answers success either way", async () => {
    const id = "rd-claimed";
    expect((await release(marek, id)).json()).toEqual({ success: true });
    expect((await work(marek, id)).claim?.reviewer._id).toBe("rd-beata");
    expect((await release(beata, id)).json()).toEqual({ success: true });
    expect((await work(marek, id)).claim).toBeNull();
    expect((await release(beata, "nope")).statusCode).toBe(404);
  });

  it("counts an expired claim as none, and takes none on a decided work", async () => {
    const id = await pendingWork("rd-expired", "rd-polish", "c-final-multi-task2");
    await ctx.db.query(
      "update exam_submits set claimed_by = 'u-staff', claimed_until = now() - interval '1 second' where id = $1",
      [id],
    );
    expect((await work(beata, id)).claim).toBeNull();
    const before = await ctx.db.query("select 1 from audit_log where action = 'final-work.take-over'");
    expect((await claim(beata, id)).statusCode).toBe(200);
    expect(await ctx.db.query("select 1 from audit_log where action = 'final-work.take-over'")).toHaveLength(
      before.length,
    );
    await ctx.db.query("update exam_submits set status = 'approved', reviewed_by = 'u-staff' where id = $1", [id]);
    const decided = await claim(marek, id);
    expect(decided.statusCode).toBe(409);
    expect(reason(decided)).toEqual({
      code: "reviewChanged",
      change: "decided",
      status: "approved",
      reviewer: { _id: "u-staff", firstName: "Marek", lastName: "Zieliński" },
    });
    expect((await claim(marek, "nope")).statusCode).toBe(404);
  });
});

describe("deciding a work", () => {
  let sent: { _id: string };

  it("approves the version read: the work, the learner's notification and email, the course finished", async () => {
    const answer = await learner.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-single",
      examTaskId: "c-final-single-task1",
      text: "My assistant answers questions about the campus.",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    sent = answer.json().submit;
    const opened = await work(marek, sent._id);
    expect(opened).toMatchObject({ version: "1", task: { _id: "c-final-single-task1", title: "Opisz swój projekt" } });
    expect(Date.parse(opened.sentAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await claim(marek, sent._id)).statusCode).toBe(200);

    const decided = await decide(marek, sent._id, {
      verdict: "approved",
      feedback: "  Świetna robota.  ",
      version: "1",
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const after: ReviewWork = decided.json().work;
    expect(after).toMatchObject({
      status: "approved",
      version: "2",
      feedback: "Świetna robota.",
      reviewedBy: { _id: "u-staff", firstName: "Marek", lastName: "Zieliński" },
      claim: null,
      position: { index: 0 },
    });
    expect(Date.parse(after.reviewedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);

    const notes = (await learner.get("/api/notifications")).json().notifications;
    expect(notes[0]).toMatchObject({ title: "Praca zaakceptowana", link: "/course-final-work/c-final-single" });
    const [progress] = await ctx.db.query<{ finished: boolean }>(
      "select finished_at is not null as finished from progress where user_id = 'rd-learner' and course_id = 'c-final-single'",
    );
    expect(progress?.finished).toBe(true);
    const [audit] = await ctx.db.query<{ actor_id: string; details: Record<string, string> }>(
      "select actor_id, details from audit_log where action = 'final-work.approve' and subject_user_id = 'rd-learner'",
    );
    expect(audit).toMatchObject({ actor_id: "u-staff", details: { submitId: sent._id, version: "1" } });

    const mails = await ctx.db.query<{ recipient: string; language: string; template: string; data: unknown }>(
      "select recipient, language, template, data from mail_outbox where user_id = 'rd-learner'",
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: "rd-learner@example.com",
      language: "en",
      template: "final-work-reviewed",
      data: { verdict: "approved", courseTitle: "Project: an AI assistant", path: "/course-final-work/c-final-single" },
    });
    const mail = composeMail(mails[0] as Parameters<typeof composeMail>[0], "https://campus.example");
    expect(mail.subject).toBe("Your final work was approved");
    expect(mail.text).toContain("Hi Grace,");
    expect(mail.text).toContain("See your final work: https://campus.example/course-final-work/c-final-single");
    expect(mail.text).toContain("> Świetna robota.");
  });

  it("returns a work for correction only with feedback", async () => {
    const id = await pendingWork("rd-feedback", "rd-polish", "c-final-multi-task1");
    for (const body of [
      { verdict: "rejected", version: "1" },
      { verdict: "rejected", feedback: " \n ", version: "1" },
    ]) {
      const refused = await decide(marek, id, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/needs feedback/);
    }
    expect((await work(marek, id)).status).toBe("pending");
    const returned = await decide(marek, id, {
      verdict: "rejected",
      feedback: "Dodaj przykład <b>z pracy</b>.\nI źródła.",
      version: "1",
    });
    expect(returned.statusCode).toBe(200);
    const [mail] = await ctx.db.query<Parameters<typeof composeMail>[0]>(
      "select template, language, recipient, data from mail_outbox where user_id = 'rd-polish'",
    );
    expect(mail?.language).toBe("pl");
    const composed = composeMail(mail as Parameters<typeof composeMail>[0], "https://campus.example");
    expect(composed.subject).toBe("Twoja praca końcowa wymaga poprawek");
    expect(composed.text).toContain("Cześć Zuzanna,");
    expect(composed.text).toContain("> Dodaj przykład <b>z pracy</b>.\n> I źródła.");
    expect(composed.text).toContain("Popraw pracę: https://campus.example/course-final-work/c-final-multi");
    expect(composed.html).toContain("Dodaj przykład &lt;b&gt;z pracy&lt;/b&gt;.<br>I źródła.");
  });

  it("refuses a verdict on a version the learner has since resent, or someone has decided", async () => {
    const answer = await learner.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-multi",
      examTaskId: "c-final-multi-task1",
      text: "First version",
    });
    const id = answer.json().submit._id as string;
    expect(
      (await decide(marek, id, { verdict: "rejected", feedback: "Więcej szczegółów.", version: "1" })).statusCode,
    ).toBe(200);
    // The task is reworded before the learner corrects the work: the corrected work is read against the new words.
    await ctx.db.query(
      `update exam_tasks set i18n = jsonb_set(i18n, '{en,title}', '"Describe your project, reworded"')
       where id = 'c-final-multi-task1'`,
    );
    const sentBefore = (await work(marek, id)).sentAt;
    const resent = await learner.put(`/api/course-exams/update-exam-submit/${id}`, { text: "Second version" });
    expect(resent.statusCode, resent.body).toBe(200);
    const [row] = await ctx.db.query<{ task_i18n: { en: { title: string } } }>(
      "select task_i18n from exam_submits where id = $1",
      [id],
    );
    expect(row?.task_i18n.en.title).toBe("Describe your project, reworded");
    const reread = await work(marek, id);
    expect(reread).toMatchObject({ status: "pending", version: "3", text: "Second version" });
    expect(Date.parse(reread.sentAt)).toBeGreaterThan(Date.parse(sentBefore));
    expect(reread.history).toHaveLength(1);

    for (const stale of ["1", "2", "not-a-version"]) {
      const refused = await decide(marek, id, { verdict: "approved", version: stale });
      expect(refused.statusCode, stale).toBe(409);
      expect(reason(refused)).toEqual({ code: "reviewChanged", change: "resent", status: "pending", reviewer: null });
    }
    expect((await decide(beata, id, { verdict: "approved", version: "3" })).statusCode).toBe(200);
    const late = await decide(marek, id, { verdict: "rejected", feedback: "Jeszcze raz.", version: "3" });
    expect(late.statusCode).toBe(409);
    expect(reason(late)).toEqual({
      code: "reviewChanged",
      change: "decided",
      status: "approved",
      reviewer: { _id: "rd-beata", firstName: "Beata", lastName: "Kwiatkowska" },
    });
    expect(late.json().message).toMatch(/already approved by Beata Kwiatkowska/);
  });

  it("refuses a verdict while another reviewer holds the work", async () => {
    const id = await pendingWork("rd-held", "rd-learner", "c-final-multi-task2");
    expect((await claim(beata, id)).statusCode).toBe(200);
    const refused = await decide(marek, id, { verdict: "approved", version: "1" });
    expect(refused.statusCode).toBe(409);
    expect(reason(refused)).toMatchObject({ code: "reviewClaimed", reviewer: { _id: "rd-beata" } });
    expect((await work(marek, id)).status).toBe("pending");
    // The older calls meet the claim too.
    expect((await marek.post(`/api/staff/submissions/${id}/approve`)).statusCode).toBe(409);
    expect((await claim(marek, id, { takeOver: true })).statusCode).toBe(200);
    expect((await decide(marek, id, { verdict: "approved", version: "1" })).statusCode).toBe(200);
  });

  it("keeps exactly one of two verdicts given at once", async () => {
    const id = await pendingWork("rd-race", "rd-learner", "c-final-multi-task3");
    const told = () => ctx.db.query("select 1 from mail_outbox where user_id = 'rd-learner'");
    const notified = () => ctx.db.query("select 1 from notifications where user_id = 'rd-learner'");
    const [mailsBefore, notesBefore] = [(await told()).length, (await notified()).length];
    const answers = await Promise.all([
      decide(marek, id, { verdict: "approved", version: "1" }),
      decide(beata, id, { verdict: "rejected", feedback: "Popraw wykres.", version: "1" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    expect(reason(loser as (typeof answers)[number])).toMatchObject({ code: "reviewChanged", change: "decided" });
    const [row] = await ctx.db.query<{ version: number }>("select version from exam_submits where id = $1", [id]);
    expect(row?.version).toBe(2);
    expect((await told()).length - mailsBefore).toBe(1);
    expect((await notified()).length - notesBefore).toBe(1);
    const audits = await ctx.db.query("select 1 from audit_log where details->>'submitId' = $1", [id]);
    expect(audits).toHaveLength(1);
  });

  it("takes the older calls through the same path: reviewed time, version, claim cleared, the email", async () => {
    await accountNamed(ctx.db, "rd-older-learner", { firstName: "Jerzy", lastName: "Górski" });
    const id = await pendingWork("rd-older", "rd-older-learner", "c-final-multi-task2");
    expect((await claim(marek, id)).statusCode).toBe(200);
    const approved = await marek.post(`/api/staff/submissions/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().submission.status).toBe("approved");
    const [row] = await ctx.db.query<{ version: number; reviewed: boolean; claimed_by: string | null }>(
      "select version, reviewed_at is not null as reviewed, claimed_by from exam_submits where id = $1",
      [id],
    );
    expect(row).toEqual({ version: 2, reviewed: true, claimed_by: null });
    const mails = await ctx.db.query(
      "select 1 from mail_outbox where user_id = 'rd-older-learner' and data->>'verdict' = 'approved'",
    );
    expect(mails).toHaveLength(1);
  });

  it("is refused for an unknown work, and for a body it does not take", async () => {
    expect((await decide(marek, "nope", { verdict: "approved", version: "1" })).statusCode).toBe(404);
    expect((await decide(marek, "rd-held", { verdict: "maybe", version: "1" })).statusCode).toBe(400);
    expect((await decide(marek, "rd-held", { verdict: "approved" })).statusCode).toBe(400);
    expect(
      (await decide(marek, "rd-held", { verdict: "rejected", feedback: "x".repeat(4001), version: "1" })).statusCode,
    ).toBe(400);
  });
});
