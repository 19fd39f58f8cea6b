import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/db.js";
import { certificateImage } from "../src/services/certificate.js";
import { type Agent, createLearner, signIn, useApp } from "./helpers.js";

/*
 * A course counts as completed when its closed test is passed, not when a certificate is downloaded: the pass
 * finishes it and issues its certificate, home congratulates on it, and the review is offered once per account.
 */
const ctx = useApp({ campusUrl: "https://campus.example" });

const PASSING = [
  { q: "c-intro-t-q1", a: ["c-intro-t-q1-a1"] },
  { q: "c-intro-t-q2", a: ["c-intro-t-q2-a1", "c-intro-t-q2-a2"] },
  { q: "c-intro-t-q3", a: ["c-intro-t-q3-a1"] },
  { q: "c-intro-t-q4", a: ["c-intro-t-q4-a1"] },
];
const FAILING = PASSING.map(({ q }) => ({ q, a: [`${q}-a2`] }));
const ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * Joins a course and marks every lesson completed, as a learner who went through them would have: the closed
 * test may ask for the lessons first, and these tests are about what comes after.
 */
async function lessonsDone(db: Db, who: Agent, userId: string, courseId: string) {
  expect((await who.post(`/api/course/join/${courseId}`)).statusCode).toBe(200);
  await db.query(
    `update progress set lessons = (select jsonb_object_agg(id, '{"completed": true}'::jsonb) from lessons
       where course_id = $2) where user_id = $1 and course_id = $2`,
    [userId, courseId],
  );
}

async function learner(id: string, name?: [string, string]) {
  const email = await createLearner(ctx.db, id);
  if (name) await ctx.db.query("update users set first_name = $2, last_name = $3 where id = $1", [id, ...name]);
  return signIn(ctx.app, email);
}

const check = (who: Agent, courseId: string, answers: unknown) =>
  who.post(`/api/closed-test/check/${courseId}`, { answers });
const progressOf = async (who: Agent, courseId: string) =>
  (await who.get(`/api/course/${courseId}`)).json().data.progress;
const home = async (who: Agent) => (await who.get("/api/homepage-data")).json();

describe("completing a course by passing its closed test", () => {
  let anna: Agent;
  beforeAll(async () => {
    anna = await learner("u-pass");
    await lessonsDone(ctx.db, anna, "u-pass", "c-intro");
  });

  it("leaves a failed attempt unfinished and shows no completion on home", async () => {
    expect((await check(anna, "c-intro", FAILING)).json().result.passed).toBe(false);
    expect((await progressOf(anna, "c-intro")).finishedAt).toBeNull();
    expect((await home(anna)).completedCourse).toBeNull();
  });

  it("finishes the course and issues its certificate on the pass, with no download", async () => {
    expect((await check(anna, "c-intro", PASSING)).json().result.passed).toBe(true);
    const progress = await progressOf(anna, "c-intro");
    expect(Date.parse(progress.finishedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(progress.certificateId).toMatch(ID);
    const card = (await anna.get("/api/course/c-intro")).json().data.course;
    expect(card.status).toBe("completed");
  });

  it("keeps the first finish through a second pass and the old finish call", async () => {
    const first = (await progressOf(anna, "c-intro")).finishedAt;
    expect((await check(anna, "c-intro", PASSING)).json().result.passed).toBe(true);
    const finish = await anna.post("/api/course/finish-without-certificate/c-intro");
    expect(finish.statusCode).toBe(200);
    expect(finish.json().data.progress.finishedAt).toBe(first);
    expect((await progressOf(anna, "c-intro")).finishedAt).toBe(first);
  });

  it("congratulates on home with the certificate and its public page, which verifies", async () => {
    const { certificateId } = await progressOf(anna, "c-intro");
    const { completedCourse } = await home(anna);
    expect(completedCourse).toMatchObject({
      courseId: "c-intro",
      courseTitle: "Wprowadzenie do AI",
      certificate: {
        id: certificateId,
        holderName: "Other Learner",
        courseTitle: "Wprowadzenie do AI",
        status: "valid",
        verifyUrl: `https://campus.example/verify/${certificateId}`,
      },
    });
    const page = await ctx.app.inject({ method: "GET", url: `/api/certificates/${certificateId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().certificate.holderName).toBe("Other Learner");
  });

  it("downloads the same certificate afterwards, as an image and as a PDF", async () => {
    const { certificateId } = await progressOf(anna, "c-intro");
    const png = await anna.post("/api/course/generate-certificate/c-intro");
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    const pdf = await anna.post("/api/course/generate-certificate-pdf/c-intro");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toMatch(/certificate-c-intro-\d{4}-\d{2}-\d{2}\.pdf/);
    expect((await progressOf(anna, "c-intro")).certificateId).toBe(certificateId);
  });

  it("stops congratulating 14 days after the finish", async () => {
    await ctx.db.query(
      "update progress set finished_at = now() - interval '15 days' where user_id = 'u-pass' and course_id = 'c-intro'",
    );
    expect((await home(anna)).completedCourse).toBeNull();
  });
});

describe("the certificate as a PDF for printing", () => {
  it("is a PDF that names the learner, the course and the issuer", async () => {
    const zaneta = await learner("u-pdf", ["Żaneta", "Gęślą"]);
    await lessonsDone(ctx.db, zaneta, "u-pdf", "c-intro");
    await check(zaneta, "c-intro", PASSING);
    const answer = await zaneta.post("/api/course/generate-certificate-pdf/c-intro");
    expect(answer.statusCode).toBe(200);
    const pdf = Buffer.from(answer.rawPayload);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
    // The document's properties, in PDF's UTF-16BE text strings: the holder in the title, the course as subject.
    const utf16be = (text: string) => Buffer.from(text, "utf16le").swap16();
    expect(pdf.includes(utf16be("Żaneta Gęślą"))).toBe(true);
    expect(pdf.includes(Buffer.from("Wprowadzenie do AI", "latin1"))).toBe(true);
    // A4 landscape, one page with the drawn certificate on it.
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(pdf.toString("latin1")).toContain("/Subtype /Image");
  });

  it("is refused before the closed test is passed, saying so", async () => {
    const newcomer = await learner("u-pdf-early");
    const answer = await newcomer.post("/api/course/generate-certificate-pdf/c-intro");
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe("Pass the course's closed test first.");
  });

  it("prints the course's program and hours, copied when the certificate was issued", async () => {
    const [row] = await ctx.db.query<{ program_title: string; duration_minutes: number; minutes: number }>(
      `select program_title, duration_minutes,
         (select sum(duration_minutes)::int from lessons where course_id = 'c-intro') as minutes
       from certificates where user_id = 'u-pdf'`,
    );
    expect(row?.program_title).toBe("Podstawy AI");
    expect(row?.duration_minutes).toBe(row?.minutes);
  });
});

describe("the review offer, kept with the account", () => {
  it("is not offered before the course is finished, and refuses to be recorded then", async () => {
    const early = await learner("u-review-early");
    expect((await early.get("/api/course/c-intro")).json().data.reviewOffered).toBe(false);
    const refused = await early.put("/api/course/review-offered/c-intro");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This course is not finished yet: its review is offered once it is.");
  });

  it("is remembered on every device once offered after the pass, and the review is taken", async () => {
    const email = await createLearner(ctx.db, "u-review");
    const phone = await signIn(ctx.app, email);
    await lessonsDone(ctx.db, phone, "u-review", "c-intro");
    await check(phone, "c-intro", PASSING);
    expect((await phone.get("/api/course/c-intro")).json().data.reviewOffered).toBe(false);
    const offered = await phone.put("/api/course/review-offered/c-intro");
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toEqual({ reviewOffered: true });
    expect((await phone.put("/api/course/review-offered/c-intro")).statusCode).toBe(200);
    const laptop = await signIn(ctx.app, email);
    expect((await laptop.get("/api/course/c-intro")).json().data.reviewOffered).toBe(true);
    const review = await laptop.put("/api/course/review/c-intro", { rating: 5, comment: "Dziękuję" });
    expect(review.statusCode).toBe(200);
  });
});

describe("what the certificate image prints of the course", () => {
  const issued = {
    id: "7K3QW9ZB2M4XH8TNC6RV1PJD5F",
    holderName: "Żaneta Gęślą",
    courseTitle: "Wprowadzenie do AI",
    issuedOn: "2026-11-20",
    issuer: "Campus AI",
    status: "valid" as const,
    revokedReason: null,
    revokedAt: null,
    verifyUrl: "https://campus.example/verify/7K3QW9ZB2M4XH8TNC6RV1PJD5F",
  };

  it("names the program and the hours, to the half hour, in the certificate's language", () => {
    const extent = { programTitle: "Podstawy AI", durationMinutes: 150 };
    expect(certificateImage({ ...issued, lang: "pl" }, extent).details).toBe("Program: Podstawy AI · 2,5 godz. nauki");
    expect(
      certificateImage({ ...issued, lang: "en" }, { programTitle: "AI foundations", durationMinutes: 60 }).details,
    ).toBe("Programme: AI foundations · 1 hour of learning");
    expect(certificateImage({ ...issued, lang: "en" }, { programTitle: null, durationMinutes: 45 }).details).toBe(
      "45 minutes of learning",
    );
  });

  it("prints neither on a certificate issued before they were recorded", () => {
    expect(certificateImage({ ...issued, lang: "pl" }).details).toBeUndefined();
  });
});
