import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../src/seed/demo.js";
import { pkce, useApp } from "./helpers.js";

const ctx = useApp();

describe("a malformed stored password hash", () => {
  it("refuses a sign-in whose stored hash is malformed (401), never answering 500", async () => {
    const salt = Buffer.alloc(16, 1).toString("base64url");
    const key = Buffer.alloc(32, 2).toString("base64url");
    const malformed = [
      "",
      "not-a-hash",
      "bcrypt$2b$10$abcdefghijklmnopqrstuv",
      `scrypt$16384$8$1$${salt}`, // a part missing
      `scrypt$16384$8$1$${salt}$${key}$extra`,
      `scrypt$16385$8$1$${salt}$${key}`, // N not a power of two
      `scrypt$1073741824$8$1$${salt}$${key}`, // absurd N: gigabytes of memory
      `scrypt$131072$1024$1$${salt}$${key}`, // absurd r
      `scrypt$16384$8$100000$${salt}$${key}`, // absurd p: minutes of work
      `scrypt$0$8$1$${salt}$${key}`,
      `scrypt$-16384$8$1$${salt}$${key}`,
      `scrypt$16384$8$1$${salt}$${Buffer.alloc(4).toString("base64url")}`, // key too short to compare
      `scrypt$16384$8$1$***$${key}`,
      `scrypt$16384$8$1$$${key}`,
    ];
    for (const [i, stored] of malformed.entries()) {
      const email = `malformed-${i}@example.com`;
      await ctx.db.query(
        "insert into users (id, email, password_hash, first_name, last_name, organization_id) values ($1, $2, $3, 'Bad', 'Hash', 'org-demo')",
        [`u-malformed-${i}`, email, stored],
      );
      const answer = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/authorize",
        remoteAddress: `10.2.0.${i}`,
        payload: {
          email,
          password: DEMO_PASSWORD,
          codeChallenge: pkce().challenge,
          codeChallengeMethod: "S256",
          state: "s",
        },
      });
      expect(answer.statusCode, stored).toBe(401);
      expect(answer.json().message).toBe("Wrong email or password.");
    }
  });
});
