import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { runCli } from "../src/cli.js";
import { loadConfig } from "../src/config/config.js";
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
    expect((await run("review", "approve", "s2")).out).toMatch(/Only a pending submission/);
    expect((await run("review", "list", "--status", "rejected")).out).toContain("s2");
    expect((await run()).out).toContain("mint-link");
  });
});
