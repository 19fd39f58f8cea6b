import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { runCli } from "../src/cli.js";
import { loadConfig } from "../src/config/config.js";
import { openPglite } from "../src/db/db.js";
import { agent, TEST_PASSWORD_HASH_N } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "campus-cli-"));
const env = {
  PGLITE_DATA_DIR: dir,
  SEED: "demo",
  CSRF_SECRET: "s",
  CAMPUS_URL: "https://campus.example.com",
  PASSWORD_HASH_N: TEST_PASSWORD_HASH_N,
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await runCli(args, env, (line) => lines.push(line));
  return { code, out: lines.join("\n") };
}

describe("commands", () => {
  it("mints a one-time hand-off link that signs the user in once", async () => {
    const { code, out } = await run("mint-link", "learner@example.com", "--path", "/course/c-intro");
    expect(code).toBe(0);
    const link = new URL(out.trim());
    expect(link.origin + link.pathname).toBe("https://campus.example.com/course/c-intro");
    const accessToken = link.searchParams.get("accessToken") as string;
    const refreshToken = link.searchParams.get("refreshToken") as string;
    const { app } = await buildApp(loadConfig(env), { logger: false });
    const first = await agent(app).post("/api/auth/url-login", { accessToken, refreshToken });
    expect(first.statusCode).toBe(200);
    expect((await agent(app).post("/api/auth/url-login", { accessToken, refreshToken })).statusCode).toBe(401);
    await app.close();
    expect((await run("mint-link", "nobody@example.com")).out).toMatch(/No user/);
  });

  // Each command opens the embedded database afresh: on a busy machine this test's eight commands take their time.
  it("lists, approves and rejects submissions", async () => {
    const { app, db } = await buildApp(loadConfig(env), { logger: false });
    await db.query(
      "insert into exam_submits (id, user_id, course_id, exam_task_id, status, text) values ('s1', 'u-learner', 'c-final-multi', 'c-final-multi-task1', 'pending', 'one'), ('s2', 'u-learner', 'c-final-multi', 'c-final-multi-task2', 'pending', 'two')",
    );
    await app.close();
    const listed = await run("review", "list");
    expect(listed.out).toContain("s1");
    expect(listed.out).toContain("learner@example.com");
    expect((await run("review", "approve", "s1")).out).toBe("s1 is now approved");
    expect((await run("review", "reject", "s2")).code).toBe(1);
    expect((await run("review", "reject", "s2", "--feedback", "More detail")).out).toBe("s2 is now rejected");
    expect((await run("review", "approve", "s2")).out).toMatch(/already returned for correction/);
    expect((await run("review", "list", "--status", "rejected")).out).toContain("s2");
    // The verdicts took the console's path: each mailed the learner and was logged as the operator's.
    const reopened = await openPglite(dir);
    const mails = await reopened.query<{ verdict: string }>(
      "select data->>'verdict' as verdict from mail_outbox where template = 'final-work-reviewed' order by created_at",
    );
    expect(mails.map((m) => m.verdict)).toEqual(["approved", "rejected"]);
    const logged = await reopened.query<{ action: string; actor_email: string }>(
      "select action, actor_email from audit_log where action like 'final-work.%' order by at",
    );
    expect(logged.map((l) => l.action)).toEqual(["final-work.approve", "final-work.reject"]);
    expect(logged[0]?.actor_email).toMatch(/^cli:/);
    await reopened.close();
    expect((await run()).out).toContain("mint-link");
  }, 60_000);
});

describe("account commands", () => {
  it("creates, lists and changes organizations, and logs the operator", async () => {
    const made = await run("organization", "create", "Szkoła Główna", "--flags", "tools,community");
    expect(made.code).toBe(0);
    const id = made.out.split("  ")[0] as string;
    expect(made.out).toBe(`${id}  Szkoła Główna  [tools,community]  0 accounts`);
    expect((await run("organization", "set", id, "--flags", "none")).out).toBe(
      `${id}  Szkoła Główna  [none]  0 accounts`,
    );
    expect((await run("organization", "list")).out).toContain(`${id}  Szkoła Główna  [none]`);
    const bad = await run("organization", "create", "Other", "--flags", "tools,games");
    expect(bad).toEqual({ code: 1, out: "Error: Unknown flag games: use tools, benefits, community or none" });
    const twin = await run("organization", "create", "szkoła główna");
    expect(twin).toEqual({ code: 1, out: 'Error: An organization named "szkoła główna" already exists.' });

    const moved = await run("learner", "set", "Newcomer@example.com", "--organization", id, "--rank", "2");
    expect(moved.out).toBe(`u-newcomer  newcomer@example.com  Piotr Kowalski  ${id}  rank 2  active`);
    expect((await run("learner", "set", "newcomer@example.com", "--rank", "0")).code).toBe(1);
    expect((await run("learner", "list", "--organization", id)).out).toBe(moved.out);

    const { app, db } = await buildApp(loadConfig(env), { logger: false });
    const [entry] = await db.query<{ actor_email: string; action: string }>(
      "select actor_email, action from audit_log where subject_user_id = 'u-newcomer'",
    );
    await app.close();
    expect(entry?.action).toBe("learner.change");
    expect(entry?.actor_email).toMatch(/^cli:/);
  });

  it("deactivates and reactivates an account", async () => {
    expect((await run("learner", "deactivate", "writer@example.com")).out).toMatch(/writer@example\.com.*deactivated$/);
    expect((await run("learner", "deactivate", "writer@example.com")).out).toBe(
      "Error: This account is already deactivated.",
    );
    expect((await run("learner", "reactivate", "writer@example.com")).out).toMatch(/active$/);
    expect((await run("learner", "deactivate", "nobody@example.com")).out).toBe("Error: No user nobody@example.com");
  });

  it("exports an account's data to a zip and erases the account", async () => {
    const out = join(dir, "guide.zip");
    expect((await run("learner", "export", "guide@example.com", "--out", out)).out).toMatch(/guide\.zip: \d+ bytes$/);
    expect(Object.keys(unzipSync(readFileSync(out)))).toContain("account.json");
    expect((await run("learner", "erase", "guide@example.com", "--confirm", "other@example.com")).code).toBe(1);
    expect((await run("learner", "erase", "guide@example.com", "--confirm", "guide@example.com")).out).toBe(
      "guide@example.com is erased; 0 certificate(s) revoked without the holder's name",
    );
    expect((await run("learner", "export", "guide@example.com", "--out", out)).out).toBe(
      "Error: No user guide@example.com",
    );
  });
});
