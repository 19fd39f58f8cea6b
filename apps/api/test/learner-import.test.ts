import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, createLearner, LEARNER, STAFF, signIn, useApp } from "./helpers.js";

/** Staff import learners from a CSV: a dry run, then a report of every row; one bad row never stops the others. */
const ctx = useApp();
let staff: Agent;

beforeAll(async () => {
  staff = await signIn(ctx.app, STAFF);
  // An account exactly as the file has it, language included, for the row that changes nothing.
  await createLearner(ctx.db, "kept");
  await ctx.db.query("update users set first_name = 'Kept', last_name = 'As Is', language = 'pl' where id = 'kept'");
});

const importCsv = (csv: string, dryRun: boolean) => staff.post("/api/staff/learners/import", { csv, dryRun });
const count = async (sql: string, params: unknown[] = []) =>
  ((await ctx.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0] as { n: number }).n;

// A BOM, a header in other words and letter cases, Polish letters, an existing account, a quoted comma.
const FILE = [
  "\uFEFFEmail,First name,LAST_NAME,Organization,rank stage,Language",
  "zuzanna.zabek@example.com,Zuzanna,Ząbek-Łęcka,Campus Demo,2,pl",
  'JAN.KOWAL@example.com,Jan,"Kowal, Jr.",org-demo-restricted,1,en',
  "kept@example.com,Kept,As Is,org-demo,2,pl",
  "newcomer@example.com,Piotr,Kowalski-Nowy,org-demo,1,pl",
  "not-an-email,Bad,Row,org-demo,2,pl",
  "jan.kowal@example.com,Jan,Again,org-demo,2,pl",
  "ghost@example.com,Ghost,Org,Nowhere Ltd,2,pl",
  "high@example.com,High,Rank,org-demo,9,pl",
  "lang@example.com,Lang,Code,org-demo,2,de",
  'evil@example.com,"Evil\r\nBcc: all@example.com",X,org-demo,2,pl',
  "staff@example.com,Marek,Zieliński,org-demo,2,pl",
  "short@example.com,Short,Row,org-demo",
  "żółw@example.com,Żółw,Wolny,org-demo,2,pl",
].join("\r\n");

const EXPECTED_ROWS = [
  { line: 2, email: "zuzanna.zabek@example.com", outcome: "created" },
  { line: 3, email: "JAN.KOWAL@example.com", outcome: "created" },
  { line: 4, email: "kept@example.com", outcome: "unchanged" },
  { line: 5, email: "newcomer@example.com", outcome: "updated" },
  { line: 6, email: "not-an-email", outcome: "refused", reason: "badEmail" },
  { line: 7, email: "jan.kowal@example.com", outcome: "refused", reason: "duplicateInFile" },
  { line: 8, email: "ghost@example.com", outcome: "refused", reason: "unknownOrganization" },
  { line: 9, email: "high@example.com", outcome: "refused", reason: "rankOutOfRange" },
  { line: 10, email: "lang@example.com", outcome: "refused", reason: "badLanguage" },
  { line: 11, email: "evil@example.com", outcome: "refused", reason: "missingName" },
  { line: 12, email: "staff@example.com", outcome: "refused", reason: "staffAccount" },
  { line: 13, email: "short@example.com", outcome: "refused", reason: "badColumns" },
  // The invitation call's rule for an address (ajv-formats' email) has no letters beyond ASCII.
  { line: 14, email: "żółw@example.com", outcome: "refused", reason: "badEmail" },
];

describe("importing learners from CSV", () => {
  it("reports every row in a dry run and changes nothing", async () => {
    const users = await count("users");
    const answer = await importCsv(FILE, true);
    expect(answer.statusCode).toBe(200);
    const report = answer.json();
    expect(report.dryRun).toBe(true);
    expect(report.summary).toEqual({ created: 2, updated: 1, unchanged: 1, refused: 9 });
    expect(report.rows).toEqual(EXPECTED_ROWS.map((row) => expect.objectContaining(row)));
    for (const row of report.rows.filter((r: { outcome: string }) => r.outcome === "refused")) {
      expect(row.message).toEqual(expect.any(String));
    }
    expect(report.rows[5].message).toBe("jan.kowal@example.com is already on line 3.");
    expect(await count("users")).toBe(users);
    expect(await count("mail_outbox")).toBe(0);
    expect(await count("audit_log where action = 'learner.import'")).toBe(0);
  });

  it("then imports the same file: creates and invites, updates, and logs the import", async () => {
    const report = (await importCsv(FILE, false)).json();
    expect(report.dryRun).toBe(false);
    expect(report.summary).toEqual({ created: 2, updated: 1, unchanged: 1, refused: 9 });
    const [jan] = await ctx.db.query<Record<string, unknown>>(
      `select u.first_name, u.last_name, u.organization_id, u.rank_stage, u.language, u.password_hash,
         u.invited_at is not null as invited
       from users u where email = 'JAN.KOWAL@example.com'`,
    );
    expect(jan).toEqual({
      first_name: "Jan",
      last_name: "Kowal, Jr.",
      organization_id: "org-demo-restricted",
      rank_stage: 1,
      language: "en",
      password_hash: null,
      invited: true,
    });
    const [mail] = await ctx.db.query<{
      recipient: string;
      language: string;
      template: string;
      data: Record<string, string>;
    }>("select recipient, language, template, data from mail_outbox where recipient = 'JAN.KOWAL@example.com'");
    expect(mail).toMatchObject({ recipient: "JAN.KOWAL@example.com", language: "en", template: "invitation" });
    expect(mail?.data).toMatchObject({ firstName: "Jan", organizationName: "Campus Demo (restricted)" });
    expect(mail?.data.path).toMatch(/^\/password\/[A-Za-z0-9_-]{40,}$/);
    expect(await count("password_links where purpose = 'invitation' and used_at is null")).toBe(2);
    const [zuzanna] = await ctx.db.query("select last_name from users where email = 'zuzanna.zabek@example.com'");
    expect(zuzanna).toEqual({ last_name: "Ząbek-Łęcka" });
    const [newcomer] = await ctx.db.query("select last_name from users where id = 'u-newcomer'");
    expect(newcomer).toEqual({ last_name: "Kowalski-Nowy" });
    const audit = (await staff.get("/api/staff/audit")).json().entries[0];
    expect(audit).toMatchObject({
      action: "learner.import",
      actor: { email: STAFF },
      details: { created: 2, updated: 1, unchanged: 1, refused: 9 },
    });
  });

  it("finds nothing left to do in the same file a second time", async () => {
    const report = (await importCsv(FILE, false)).json();
    expect(report.summary).toEqual({ created: 0, updated: 0, unchanged: 4, refused: 9 });
    expect(await count("mail_outbox")).toBe(2);
  });

  it("refuses a file it cannot read, saying why, and changes nothing", async () => {
    const unterminated = await importCsv(
      'email,firstName,lastName,organization,rankStage,language\n"a@b.pl,A,B,org-demo,2,pl',
      false,
    );
    expect(unterminated.statusCode).toBe(400);
    expect(unterminated.json().message).toMatch(/^The file is not valid CSV: /);
    const noHeader = await importCsv("a@example.com,A,B,org-demo,2,pl", false);
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toMatch(/^The header row must name the columns email, firstName, lastName/);
    expect((await staff.post("/api/staff/learners/import", { csv: "", dryRun: true })).statusCode).toBe(400);
    expect((await staff.post("/api/staff/learners/import", { csv: FILE })).statusCode).toBe(400);
    const learner = await signIn(ctx.app, LEARNER);
    expect((await learner.post("/api/staff/learners/import", { csv: FILE, dryRun: true })).statusCode).toBe(403);
  });
});
