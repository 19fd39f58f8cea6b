import { describe, expect, it } from "vitest";
import { hashPassword, OWASP_SCRYPT, parseHash, unmatchableHash, verifyPassword } from "../src/auth/passwords.js";
import { loadConfig } from "../src/config/config.js";
import { DEMO_PASSWORD } from "../src/seed/demo.js";
import { pkce, signIn, useApp } from "./helpers.js";

// Today's cost at its real value: the upgrade and timing checks mean nothing at the suite's cheap test cost.
const ctx = useApp({ passwordHash: OWASP_SCRYPT });

const storedHashOf = async (email: string) =>
  (
    (await ctx.db.query<{ password_hash: string }>("select password_hash from users where email = $1", [email])) as [
      { password_hash: string },
    ]
  )[0].password_hash;

const authorize = (email: string, password: string, remoteAddress = "10.1.0.1") =>
  ctx.app.inject({
    method: "POST",
    url: "/api/auth/authorize",
    remoteAddress,
    payload: { email, password, codeChallenge: pkce().challenge, codeChallengeMethod: "S256", state: "s" },
  });

async function addAccount(id: string, passwordHash: string) {
  const email = `${id}@example.com`;
  await ctx.db.query(
    "insert into users (id, email, password_hash, first_name, last_name, organization_id) values ($1, $2, $3, 'Old', 'Hash', 'org-demo')",
    [id, email, passwordHash],
  );
  return email;
}

describe("password hashing", () => {
  it("hashes at OWASP's scrypt cost (N=2^17, r=8, p=1) unless configured otherwise, and verifies at it", async () => {
    const config = loadConfig({ CSRF_SECRET: "x" });
    expect(config.passwordHash).toEqual({ N: 131072, r: 8, p: 1 });
    // Node's default memory cap (32 MiB) is below the 128 MiB this cost needs: the hash would fail.
    const hash = await hashPassword("correct horse", config.passwordHash);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse", hash, config.passwordHash)).toEqual({ ok: true, rehash: false });
    expect(await verifyPassword("wrong horse", hash, config.passwordHash)).toEqual({ ok: false, rehash: false });
    expect(loadConfig({ CSRF_SECRET: "x", PASSWORD_HASH_N: "1024" }).passwordHash.N).toBe(1024);
  });

  it("refuses a password cost that is not a power of two in range, naming the variable", () => {
    for (const value of ["1000", "512", "1048576", "fast", ""]) {
      expect(() => loadConfig({ CSRF_SECRET: "x", PASSWORD_HASH_N: value }), value).toThrow(
        /^PASSWORD_HASH_N must be a power of two from 1024 to 262144/,
      );
    }
  });

  it("checks an unknown account against a hash of today's cost, so it takes as long as a real one", async () => {
    expect(parseHash(unmatchableHash(OWASP_SCRYPT))?.cost).toEqual(OWASP_SCRYPT);
    const timed = async (email: string, address: string) => {
      const started = performance.now();
      expect((await authorize(email, "not-the-password", address)).statusCode).toBe(401);
      return performance.now() - started;
    };
    // The faster of two tries each, so a busy machine's pause in one try does not decide the ratio.
    const known = Math.min(
      await timed("learner@example.com", "10.1.0.2"),
      await timed("learner@example.com", "10.1.0.2"),
    );
    const unknown = Math.min(
      await timed("nobody-at-all@example.com", "10.1.0.3"),
      await timed("nobody-at-all@example.com", "10.1.0.3"),
    );
    // The same scrypt work either way; an unknown account answering in a fraction of the time would tell it apart
    // (the former fixed dummy hash, at N=16384, answered about 8 times faster). The bounds leave room for a
    // shared machine's noise; the cost itself is checked exactly above.
    expect(unknown / known).toBeGreaterThan(1 / 4);
    expect(unknown / known).toBeLessThan(4);
  });
});

describe("password sign-in", () => {
  it("upgrades a hash of the old cost (N=16384) at the next successful sign-in, and only then", async () => {
    const old = await hashPassword(DEMO_PASSWORD, { N: 16384, r: 8, p: 1 });
    const email = await addAccount("u-old-hash", old);
    expect((await authorize(email, "wrong-password")).statusCode).toBe(401);
    expect(await storedHashOf(email)).toBe(old);
    await signIn(ctx.app, email);
    const upgraded = await storedHashOf(email);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(DEMO_PASSWORD, upgraded, OWASP_SCRYPT)).toEqual({ ok: true, rehash: false });
    // The upgraded hash signs in, and is left as it is.
    await signIn(ctx.app, email);
    expect(await storedHashOf(email)).toBe(upgraded);
  });
});
