import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { loadConfig } from "../src/config/config.js";
import { openPglite } from "../src/db/db.js";
import { LEARNER, signIn, TEST_PASSWORD_HASH_N } from "./helpers.js";

/** Each hand-off link staff mint is logged (who, for whom, where), and the log never holds its tokens. */
describe("minted hand-off links in the log", () => {
  const lines: string[] = [];
  let app: App;
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on("data", (chunk) => lines.push(String(chunk)));
    const config = loadConfig(
      { NODE_ENV: "test", PASSWORD_HASH_N: TEST_PASSWORD_HASH_N },
      { csrfSecret: "s".repeat(32), logLevel: "info", seed: "demo" },
    );
    ({ app } = await buildApp(config, { db: await openPglite("memory://"), logStream: stream }));
  });
  afterAll(async () => {
    await app.close();
  });

  it("name the staff member, the learner and the page, without the link", async () => {
    const staff = await signIn(app, "staff@example.com");
    const minted = await staff.post("/api/staff/handoff-links", { email: LEARNER, path: "/course/c-intro" });
    expect(minted.statusCode).toBe(200);
    const url = new URL(minted.json().url);
    await new Promise((resolve) => setImmediate(resolve));
    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.msg === "hand-off link minted");
    expect(entry).toMatchObject({ staffId: "u-staff", learnerId: "u-learner", path: "/course/c-intro" });
    const log = lines.join("");
    for (const token of [url.searchParams.get("accessToken"), url.searchParams.get("refreshToken")]) {
      expect(token).toBeTruthy();
      expect(log).not.toContain(token);
    }
  });
});
