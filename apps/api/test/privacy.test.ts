import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { EXPORTED, NOT_EXPORTED } from "../src/services/learner-data-tables.js";
import { type Agent, agent, completeLessons, createLearner, LEARNER, STAFF, signIn, useApp } from "./helpers.js";

/**
 * A learner's data request: staff export everything the campus holds about them (GDPR articles 15 and 20), and
 * erase their account (article 17), keeping their certificates verifiable as revoked without their name.
 */
const ctx = useApp();
let staff: Agent;
let learner: Agent;
let email: string;
let certificateId: string;

const PASSING = [
  { q: "c-intro-t-q1", a: ["c-intro-t-q1-a1"] },
  { q: "c-intro-t-q2", a: ["c-intro-t-q2-a1", "c-intro-t-q2-a2"] },
  { q: "c-intro-t-q3", a: ["c-intro-t-q3-a1"] },
  { q: "c-intro-t-q4", a: ["c-intro-t-q4-a1"] },
];
const FILE_BYTES = Buffer.from("%PDF-1.4 Moja praca końcowa\n");

/** The foreign keys that point at an account, as `table.column`, read from the database itself. */
async function accountColumns(): Promise<string[]> {
  const rows = await ctx.db.query<{ name: string }>(
    `select kcu.table_name || '.' || kcu.column_name as name
     from information_schema.table_constraints tc
     join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
     join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
     where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users' and ccu.column_name = 'id'`,
  );
  return rows.map((r) => r.name).sort();
}

beforeAll(async () => {
  staff = await signIn(ctx.app, STAFF);
  email = await createLearner(ctx.db, "asks-for-data");
  learner = await signIn(ctx.app, email);
  // Something in every part of the campus: a finished course with its certificate, a saved prompt, a favourite
  // tool, a final work with a file, a staff change, a notification.
  await completeLessons(learner, "c-intro");
  expect((await learner.post("/api/closed-test/check/c-intro", { answers: PASSING })).statusCode).toBe(200);
  expect((await learner.post("/api/course/generate-certificate/c-intro")).statusCode).toBe(200);
  certificateId = (await learner.get("/api/course/c-intro")).json().data.progress.certificateId;
  expect((await learner.post("/api/course/add-promptbook-item", { prompt: "Streść ten tekst." })).statusCode).toBe(200);
  expect((await learner.post("/api/tools/add-to-favorites/t-chatassist")).statusCode).toBe(200);
  await ctx.db.query(
    `insert into exam_submits (id, user_id, course_id, exam_task_id, status, text)
     values ('privacy-submit', 'asks-for-data', 'c-final-multi', 'c-final-multi-task1', 'pending', 'Moja praca')`,
  );
  await ctx.db.query(
    `insert into exam_submit_files (id, submit_id, name, mime_type, size, content)
     values ('privacy-file', 'privacy-submit', 'praca/końcowa.pdf', 'application/pdf', $1, $2)`,
    [FILE_BYTES.length, FILE_BYTES],
  );
  await ctx.db.query(
    `insert into notifications (id, user_id, i18n, link) values ('privacy-n', 'asks-for-data', '{"pl": {"title": "Hej", "body": "."}}', '/')`,
  );
  expect((await staff.put("/api/staff/learners/asks-for-data", { rankStage: 3 })).statusCode).toBe(200);
});

describe("what an account's data is", () => {
  it("is listed for every column that points at an account: a new table cannot be forgotten", async () => {
    const listed = [...EXPORTED, ...NOT_EXPORTED].map(({ table, column }) => `${table}.${column}`).sort();
    expect(listed).toEqual(await accountColumns());
  });
});

describe("exporting a learner's data", () => {
  let files: Record<string, Uint8Array>;
  const read = (name: string) => JSON.parse(new TextDecoder().decode(files[name]));

  beforeAll(async () => {
    const answer = await staff.get("/api/staff/learners/asks-for-data/export");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/zip");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["content-disposition"]).toMatch(
      /campus-data-asks-for-data@example\.com-\d{4}-\d{2}-\d{2}\.zip/,
    );
    files = unzipSync(new Uint8Array(answer.rawPayload));
  });

  it("holds a readme and a JSON file for each part of the campus", () => {
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(["README.txt", "account.json", "final-work-history.json", ...EXPORTED.map((e) => e.file)]),
    );
    expect(new TextDecoder().decode(files["README.txt"])).toContain("Your data from Campus");
  });

  it("holds the account, its progress, certificate, prompt, favourite, final work and its file", () => {
    expect(read("account.json")).toMatchObject({
      id: "asks-for-data",
      email,
      rank_stage: 3,
      organization: { id: "org-demo" },
    });
    expect(read("progress.json")).toEqual([expect.objectContaining({ course_id: "c-intro" })]);
    expect(read("certificates.json")).toEqual([expect.objectContaining({ id: certificateId, status: "valid" })]);
    expect(read("promptbook.json")).toEqual([expect.objectContaining({ prompt: "Streść ten tekst." })]);
    expect(read("favorite-tools.json")).toEqual([expect.objectContaining({ tool_id: "t-chatassist" })]);
    expect(read("final-works.json")).toEqual([expect.objectContaining({ id: "privacy-submit", text: "Moja praca" })]);
    expect(read("notifications.json")).toHaveLength(1);
    expect(read("staff-actions-about-you.json")).toEqual([expect.objectContaining({ action: "learner.change" })]);
    expect(read("closed-test-attempts.json")).toEqual([expect.objectContaining({ course_id: "c-intro" })]);
    expect(Buffer.from(files["files/privacy-submit/privacy-file-praca_końcowa.pdf"] as Uint8Array)).toEqual(FILE_BYTES);
  });

  it("leaves out every secret that opens the account", () => {
    const all = Object.values(files)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join("\n");
    expect(all).not.toMatch(/password_hash|scrypt\$|token_hash|code_hash/);
  });

  it("is refused to learners and logged for staff", async () => {
    expect((await learner.get("/api/staff/learners/asks-for-data/export")).statusCode).toBe(403);
    expect((await staff.get("/api/staff/learners/nobody/export")).statusCode).toBe(404);
    const audit = (await staff.get("/api/staff/audit?subjectUserId=asks-for-data")).json().entries;
    expect(audit[0]).toMatchObject({ action: "learner.export", actor: { email: STAFF } });
  });
});

describe("erasing a learner", () => {
  it("asks for the account's email again, refuses staff accounts, and changes nothing then", async () => {
    const wrong = await staff.post("/api/staff/learners/asks-for-data/erase", { email: LEARNER });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/does not match the account's/);
    const self = await staff.post("/api/staff/learners/u-staff/erase", { email: STAFF });
    expect(self.statusCode).toBe(400);
    expect((await learner.post("/api/staff/learners/asks-for-data/erase", { email })).statusCode).toBe(403);
    expect((await learner.get("/api/auth/get-user-data")).statusCode).toBe(200);
  });

  it("deletes the account and everything of it, in every table that points at an account", async () => {
    const erased = await staff.post("/api/staff/learners/asks-for-data/erase", { email: email.toUpperCase() });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ success: true, certificatesRevoked: 1 });
    for (const name of await accountColumns()) {
      const [table, column] = name.split(".") as [string, string];
      const [left] = await ctx.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${column} = $1`, [
        "asks-for-data",
      ]);
      expect(left?.n, name).toBe(0);
    }
    const [files] = await ctx.db.query<{ n: number }>(
      "select count(*)::int as n from exam_submit_files where id = 'privacy-file'",
    );
    expect(files?.n).toBe(0);
    const [mails] = await ctx.db.query<{ n: number }>(
      "select count(*)::int as n from mail_outbox where recipient = $1",
      [email],
    );
    expect(mails?.n).toBe(0);
  });

  it("ends the learner's sessions and their sign-in", async () => {
    expect((await learner.get("/api/auth/get-user-data")).statusCode).toBe(401);
    await expect(signIn(ctx.app, email)).rejects.toThrow();
  });

  it("keeps the certificate verifiable, revoked without the holder's name", async () => {
    const lookup = await agent(ctx.app).get(`/api/certificates/${certificateId}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().certificate).toMatchObject({
      holderName: "—",
      status: "revoked",
      revokedReason: "The holder asked for their personal data to be erased.",
    });
    expect(JSON.stringify(lookup.json())).not.toContain("Other Learner");
  });

  it("logs the erasure by the account's id only", async () => {
    const entries = (await staff.get("/api/staff/audit")).json().entries;
    expect(entries[0]).toMatchObject({
      action: "learner.erase",
      details: { accountId: "asks-for-data", certificatesRevoked: 1 },
    });
    expect(JSON.stringify(entries)).not.toContain(email);
  });
});
