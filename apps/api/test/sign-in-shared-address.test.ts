import { describe, expect, it } from "vitest";
import { pkce, useApp } from "./helpers.js";

// The limits as a campus runs them (SIGN_IN_LIMIT and SIGN_IN_LIMIT_PER_ADDRESS unset), behind one proxy hop.
const ctx = useApp({ trustProxy: 1 });
const OFFICE = "203.0.113.50";

function authorize(email: string, password: string, forwardedFor = OFFICE) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/authorize",
    remoteAddress: "10.200.0.1",
    headers: { "x-forwarded-for": forwardedFor },
    payload: { email, password, codeChallenge: pkce().challenge, codeChallengeMethod: "S256", state: "s" },
  });
}

async function addLearner(id: string) {
  const email = `${id}@example.com`;
  await ctx.db.query(
    `insert into users (id, email, password_hash, first_name, last_name, organization_id)
     select $1, $2, password_hash, 'Office', 'Learner', organization_id from users where id = 'u-learner'`,
    [id, email],
  );
  return email;
}

describe("learners signing in from one address (an office, a school behind one NAT)", () => {
  it("runs with a strict limit per account and a generous one per address", () => {
    expect(ctx.config.signInLimit).toEqual({
      perAccountAndAddress: { free: 10, firstDelaySeconds: 30, maxDelaySeconds: 900 },
      perAddress: { free: 300, windowSeconds: 900 },
    });
  });

  it("45 failures from the address for other accounts do not stop another learner's correct sign-in there", async () => {
    // Colleagues mistyping, and one of them failing on purpose against accounts that exist and do not.
    const colleagues = await Promise.all(Array.from({ length: 15 }, (_, i) => addLearner(`u-colleague-${i}`)));
    const targets = [...colleagues, ...Array.from({ length: 30 }, (_, i) => `nobody-${i}@example.com`)];
    expect(targets).toHaveLength(45);
    for (const email of targets) expect((await authorize(email, "wrong")).statusCode, email).toBe(401);
    const newcomer = await addLearner("u-office-newcomer");
    const signedIn = await authorize(newcomer, "campus-demo");
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().code).toBeTruthy();
    // A large office's quarter hour: 250 failures in all (five times what one address was allowed before), and
    // learners still sign in.
    for (let i = 45; i < 250; i++) expect((await authorize(`nobody-${i}@example.com`, "wrong")).statusCode).toBe(401);
    expect((await authorize(await addLearner("u-office-late"), "campus-demo")).statusCode).toBe(200);
  });

  it("still refuses one account's eleventh attempt from the address, its right password included", async () => {
    const email = await addLearner("u-office-guessed");
    for (let i = 0; i < 10; i++) expect((await authorize(email, "wrong")).statusCode).toBe(401);
    for (const password of ["wrong", "campus-demo"]) {
      const refused = await authorize(email, password);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBe("30");
    }
    // Its owner elsewhere, and a colleague at the same address, are not held up.
    expect((await authorize(email, "campus-demo", "198.51.100.77")).statusCode).toBe(200);
    expect((await authorize(await addLearner("u-office-colleague"), "campus-demo")).statusCode).toBe(200);
  });
});
