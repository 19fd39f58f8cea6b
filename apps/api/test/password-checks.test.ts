import { describe, expect, it } from "vitest";
import { PasswordChecks, passwordCheckLimits } from "../src/auth/password-checks.js";
import { OWASP_SCRYPT } from "../src/auth/passwords.js";
import { HttpError } from "../src/errors.js";
import { pkce, useApp } from "./helpers.js";

/** A check that ends when the test says so. */
function pending() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe("password checks of one process", () => {
  it("refuse a check with 503 when its turn has not come within the longest wait, and keep the order for the rest", async () => {
    const checks = new PasswordChecks({ concurrent: 1, queued: 4, maxWaitMs: 100 });
    const first = pending();
    const a = checks.run(() => first.done);
    const late = checks.run(async () => "late");
    await expect(late).rejects.toMatchObject({ statusCode: 503, headers: { "retry-after": "2" } });
    expect([checks.running, checks.waiting]).toEqual([1, 0]);
    // A check queued after the refusal still gets the slot when the first one ends.
    const next = checks.run(async () => "next");
    first.finish();
    await a;
    expect(await next).toBe("next");
    expect([checks.running, checks.waiting]).toEqual([0, 0]);
  });

  it("run at most `concurrent` at once, queue `queued` in order, and refuse the rest at once with 503", async () => {
    const checks = new PasswordChecks({ concurrent: 1, queued: 1 });
    const first = pending();
    const second = pending();
    const order: string[] = [];
    const a = checks.run(async () => {
      await first.done;
      order.push("first");
    });
    const b = checks.run(async () => {
      await second.done;
      order.push("second");
    });
    const refused = checks.run(async () => order.push("third"));
    await expect(refused).rejects.toMatchObject({ statusCode: 503, headers: { "retry-after": "2" } });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    expect([checks.running, checks.waiting]).toEqual([1, 1]);
    second.finish();
    first.finish();
    await Promise.all([a, b]);
    expect(order).toEqual(["first", "second"]);
    expect([checks.running, checks.waiting]).toEqual([0, 0]);
    // A failing check frees its slot too.
    await expect(checks.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(checks.running).toBe(0);
  });

  it("leave one of libuv's shared threads free for the campus's files", () => {
    const { concurrent, queued } = passwordCheckLimits();
    expect(concurrent).toBeGreaterThanOrEqual(1);
    expect(concurrent).toBeLessThanOrEqual(Number(process.env.UV_THREADPOOL_SIZE ?? 4) - 1);
    expect(queued).toBe(16 * concurrent);
  });
});

describe("sign-ins beyond the password-check queue", () => {
  // Unknown accounts are checked against an unmatchable hash at the configured cost: slow enough to overlap.
  const ctx = useApp({
    passwordChecks: { concurrent: 1, queued: 1 },
    passwordHash: { ...OWASP_SCRYPT, N: 2 ** 14 },
  });

  it("are answered 503 with Retry-After at once, and the others as usual", async () => {
    const { challenge } = pkce();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/auth/authorize",
          payload: {
            email: `nobody-${i}@example.com`,
            password: "wrong",
            codeChallenge: challenge,
            codeChallengeMethod: "S256",
            state: "s",
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([401, 401, 503, 503, 503, 503]);
    const busy = answers.find((answer) => answer.statusCode === 503);
    expect(busy?.headers["retry-after"]).toBe("2");
    expect(busy?.json().message).toMatch(/Too many sign-ins at once/);
  });
});
