import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  jwtVerify,
} from "jose";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { runCli } from "../src/cli.js";
import { loadConfig } from "../src/config/config.js";
import { type Agent, agent, completeLessons, signIn, TEST_PASSWORD_HASH_N, useApp } from "./helpers.js";

const STAFF = "staff@example.com";
const ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const PASSING = [
  { q: "c-intro-t-q1", a: ["c-intro-t-q1-a1"] },
  { q: "c-intro-t-q2", a: ["c-intro-t-q2-a1", "c-intro-t-q2-a2"] },
  { q: "c-intro-t-q3", a: ["c-intro-t-q3-a1"] },
  { q: "c-intro-t-q4", a: ["c-intro-t-q4-a1"] },
];

/**
 * Completes c-intro's lessons, passes its test and downloads its certificate; returns the certificate's id from
 * the course's progress.
 */
async function earn(learner: Agent): Promise<string> {
  await completeLessons(learner, "c-intro");
  expect((await learner.post("/api/closed-test/check/c-intro", { answers: PASSING })).json().result.passed).toBe(true);
  const png = await learner.post("/api/course/generate-certificate/c-intro");
  expect(png.statusCode).toBe(200);
  expect(png.headers["content-type"]).toBe("image/png");
  expect(png.headers["content-disposition"]).toMatch(/certificate-c-intro-\d{4}-\d{2}-\d{2}\.png/);
  expect(PNG.sync.read(Buffer.from(png.rawPayload)).width).toBe(1200);
  return (await learner.get("/api/course/c-intro")).json().data.progress.certificateId;
}

describe("certificates anyone can verify", () => {
  const ctx = useApp({ campusUrl: "https://campus.example", certificateLookupsPerMinute: 0 });
  let staff: Agent;
  let id: string;
  const anyone = () => agent(ctx.app);

  beforeAll(async () => {
    staff = await signIn(ctx.app, STAFF);
    id = await earn(staff);
  });

  it("gives a random id, the same one on every download, and a snapshot of what it certifies", async () => {
    expect(id).toMatch(ID);
    expect((await staff.post("/api/course/generate-certificate/c-intro")).statusCode).toBe(200);
    expect((await staff.get("/api/course/c-intro")).json().data.progress.certificateId).toBe(id);
    const answer = await anyone().get(`/api/certificates/${id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.json().certificate).toEqual({
      id,
      holderName: "Marek Zieliński",
      courseTitle: "Wprowadzenie do AI",
      lang: "pl",
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      issuer: "Campus AI",
      status: "valid",
      revokedReason: null,
      revokedAt: null,
      verifyUrl: `https://campus.example/verify/${id}`,
    });
  });

  it("keeps the snapshot when the holder is renamed, and reads an id typed in lower case", async () => {
    await ctx.db.query("update users set first_name = 'Zmieniony' where email = $1", [STAFF]);
    const answer = await anyone().get(`/api/certificates/${id.toLowerCase()}`);
    expect(answer.json().certificate.holderName).toBe("Marek Zieliński");
    await ctx.db.query("update users set first_name = 'Marek' where email = $1", [STAFF]);
  });

  it("signs an Open Badges 3.0 credential that the public key alone verifies; a tampered one fails", async () => {
    const { credential } = (await anyone().get(`/api/certificates/${id}`)).json();
    const keys = await anyone().get("/.well-known/jwks.json");
    expect(keys.statusCode).toBe(200);
    expect(keys.headers["content-type"]).toContain("application/jwk-set+json");
    const set = keys.json() as JSONWebKeySet;
    expect(set.keys).toHaveLength(1);
    expect(set.keys[0]).not.toHaveProperty("d");
    const { payload, protectedHeader } = await jwtVerify(credential, createLocalJWKSet(set), { algorithms: ["ES256"] });
    expect(protectedHeader.kid).toBe(set.keys[0]?.kid);
    expect(payload).toMatchObject({ iss: "https://campus.example", jti: `https://campus.example/verify/${id}` });
    expect(payload.vc).toMatchObject({
      "@context": expect.arrayContaining(["https://www.w3.org/ns/credentials/v2"]),
      type: ["VerifiableCredential", "OpenBadgeCredential"],
      issuer: { id: "https://campus.example", name: "Campus AI" },
      name: "Wprowadzenie do AI",
      credentialSubject: {
        type: ["AchievementSubject"],
        identifier: [{ identityType: "name", identityHash: "Marek Zieliński" }],
        achievement: { type: ["Achievement"], name: "Wprowadzenie do AI" },
      },
    });

    // The holder's name changed in the payload, the signature kept: refused.
    const [header, body, signature] = credential.split(".");
    const claims = JSON.parse(Buffer.from(body, "base64url").toString());
    claims.vc.credentialSubject.identifier[0].identityHash = "Someone Else";
    const tampered = [header, Buffer.from(JSON.stringify(claims)).toString("base64url"), signature].join(".");
    await expect(jwtVerify(tampered, createLocalJWKSet(set))).rejects.toThrow(/signature/i);
    // Signed by another key under the same kid: refused too.
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const other = { keys: [{ ...(await exportJWK(privateKey)), kid: decodeProtectedHeader(credential).kid }] };
    delete (other.keys[0] as { d?: string }).d;
    await expect(jwtVerify(credential, createLocalJWKSet(other))).rejects.toThrow();
  });

  it("keeps the signing key in the database, so a second process signs with the same key", async () => {
    const keys = await ctx.db.query<{ kid: string }>("select kid from signing_keys");
    expect(keys).toHaveLength(1);
    const { app } = await buildApp({ ...ctx.config }, { db: ctx.db, logger: false });
    const again = (await agent(app).get("/.well-known/jwks.json")).json();
    expect(again.keys[0].kid).toBe(keys[0]?.kid);
    await app.close();
  });

  it("says plainly when an id is unknown, and refuses an id that cannot be one", async () => {
    const unknown = await anyone().get("/api/certificates/0000000000000000000000000Z");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Certificate not found.");
    const bad = await anyone().get("/api/certificates/not%20an%20id");
    expect(bad.statusCode).toBe(400);
  });

  it("is revoked by staff only, with a reason, and stays verifiable as revoked", async () => {
    const learner = await signIn(ctx.app, "learner@example.com");
    expect(
      (await learner.post(`/api/staff/certificates/${id}/revoke`, { reason: "Issued by mistake" })).statusCode,
    ).toBe(403);
    expect((await anyone().post(`/api/staff/certificates/${id}/revoke`, { reason: "x" })).statusCode).toBe(401);
    const short = await staff.post(`/api/staff/certificates/${id}/revoke`, { reason: "  no  " });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/reason/);
    const revoked = await staff.post(`/api/staff/certificates/${id}/revoke`, { reason: "Issued by mistake" });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().certificate).toMatchObject({ status: "revoked", revokedReason: "Issued by mistake" });
    const looked = (await anyone().get(`/api/certificates/${id}`)).json();
    expect(looked.certificate).toMatchObject({ status: "revoked", revokedReason: "Issued by mistake" });
    expect(looked.certificate.revokedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(looked.credential).toBeNull();
    expect((await staff.post(`/api/staff/certificates/${id}/revoke`, { reason: "Again" })).statusCode).toBe(409);
    expect(
      (await staff.post("/api/staff/certificates/0000000000000000000000000Z/revoke", { reason: "Gone" })).statusCode,
    ).toBe(404);
  });

  it("refuses a certificate of a course not passed", async () => {
    const learner = await signIn(ctx.app, "learner@example.com");
    expect((await learner.post("/api/course/generate-certificate/c-intro")).statusCode).toBe(409);
  });
});

describe("certificate look-ups", () => {
  const ctx = useApp({ certificateLookupsPerMinute: 3 });

  it("are throttled per address, with the wait to come back", async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await agent(ctx.app).get("/api/certificates/0000000000000000000000000Z")).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
    const refused = await agent(ctx.app).get("/api/certificates/0000000000000000000000000Z");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Too many certificate look-ups/);
  });
});

describe("a configured signing key", () => {
  it("signs with CERTIFICATE_SIGNING_KEY and publishes its public half", async () => {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const jwk = await exportJWK(privateKey);
    const config = loadConfig({
      CSRF_SECRET: "s",
      CERTIFICATE_SIGNING_KEY: JSON.stringify(jwk),
    });
    expect(config.certificateSigningKey).toBe(JSON.stringify(jwk));
    const ctxConfig = { ...config, pgliteDataDir: "memory://", seed: undefined, logLevel: "silent" };
    const { app } = await buildApp(ctxConfig, { logger: false });
    const published = (await agent(app).get("/.well-known/jwks.json")).json();
    expect(published.keys[0]).toMatchObject({ kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y, alg: "ES256", use: "sig" });
    expect(published.keys[0]).not.toHaveProperty("d");
    await app.close();
  });
});

describe("the certificate commands", () => {
  const dir = mkdtempSync(join(tmpdir(), "campus-certificate-cli-"));
  const env = {
    PGLITE_DATA_DIR: dir,
    SEED: "demo",
    CSRF_SECRET: "s",
    CAMPUS_URL: "https://campus.example",
    PASSWORD_HASH_N: TEST_PASSWORD_HASH_N,
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runCli(args, env, (line) => lines.push(line));
    return { code, out: lines.join("\n") };
  };

  it("show a certificate and revoke it with a reason", async () => {
    const { app } = await buildApp(loadConfig(env), { logger: false });
    const id = await earn(await signIn(app, STAFF));
    await app.close();
    expect((await run("certificate", "show", id)).out).toContain(`${id}  valid`);
    expect((await run("certificate", "revoke", id)).code).toBe(1);
    const revoked = await run("certificate", "revoke", id, "--reason", "Identity not confirmed");
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain(`${id}  revoked (Identity not confirmed)`);
    expect(revoked.out).toContain(`https://campus.example/verify/${id}`);
    expect((await run("certificate", "show", "0000000000000000000000000Z")).out).toBe("Error: Certificate not found.");
    expect((await run()).out).toContain("certificate revoke");
    // A database on disk seeded from nothing, then c-intro's lessons completed through the API before its test.
  }, 60_000);
});
