import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type ClientHttp2Session, connect, constants } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect as tlsConnect } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, startCluster } from "../../../scripts/cluster.mjs";
import { makeSelfSignedCertificate } from "../../../scripts/tls-certificate.mjs";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/seed/demo.js";
import { emptyPostgresDatabase, pkce } from "./helpers.js";

/**
 * The campus at its TLS edge (`TLS_CERTIFICATE=… pnpm start:cluster`): HAProxy with a certificate serves https,
 * offers HTTP/2 to browsers and tells the process it trusts that the learner came over https, so the session's
 * cookies go out Secure with their `__Host-` and `__Secure-` names. One process on its own PostgreSQL database;
 * runs where DATABASE_URL and REDIS_URL are set, beside the cluster test (see vitest.config.ts).
 */
const dir = mkdtempSync(join(tmpdir(), "campus-tls-"));
const { pem, certificate } = makeSelfSignedCertificate(dir);
let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
let cluster: Cluster;
let session: ClientHttp2Session;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on the HTTP/2 connection, as a browser sends it over the campus's single connection. */
function ask(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({
      [constants.HTTP2_HEADER_METHOD]: method,
      [constants.HTTP2_HEADER_PATH]: path,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    });
    let received = "";
    let answerHeaders: Answer["headers"] = {};
    stream.setEncoding("utf8");
    stream.on("response", (response) => {
      answerHeaders = response;
    });
    stream.on("data", (chunk: string) => {
      received += chunk;
    });
    stream.on("end", () =>
      resolve({ status: Number(answerHeaders[constants.HTTP2_HEADER_STATUS]), headers: answerHeaders, body: received }),
    );
    stream.on("error", reject);
    stream.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

beforeAll(async () => {
  database = await emptyPostgresDatabase("campus_tls");
  cluster = await startCluster({
    size: 1,
    certificate: pem,
    env: {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? "",
      REDIS_PREFIX: `${database.name}:`,
      SEED: "demo",
      CSRF_SECRET: "cluster-tls-test-csrf-secret-0123456789",
      LOG_LEVEL: "warn",
    },
  });
  // The made certificate is its own authority: the client checks the edge's certificate against it.
  session = connect(cluster.url, { ca: readFileSync(certificate) });
  await new Promise<void>((resolve, reject) => {
    session.once("connect", () => resolve());
    session.once("error", reject);
  });
}, 240_000);

afterAll(async () => {
  session?.close();
  await cluster?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe("the campus behind HAProxy with a certificate", () => {
  it("serves https, agreeing on HTTP/2 with a browser that offers it", async () => {
    expect(cluster.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(session.alpnProtocol).toBe("h2");
    const ready = await ask("GET", "/api/ready");
    expect(ready.status).toBe(200);
    expect(ready.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/i);
  });

  it("offers TLS 1.2 with forward-secret AEAD ciphers only (Mozilla's intermediate), never CBC", async () => {
    const port = Number(new URL(cluster.url).port);
    const agree = (ciphers: string, maxVersion: "TLSv1.2" | "TLSv1.3" = "TLSv1.2") =>
      new Promise<string>((resolve) => {
        const socket = tlsConnect({ port, host: "127.0.0.1", ciphers, maxVersion, rejectUnauthorized: false }, () => {
          resolve(socket.getCipher().name);
          socket.end();
        });
        socket.on("error", () => resolve("refused"));
      });
    expect(await agree("ECDHE-RSA-AES128-GCM-SHA256")).toBe("ECDHE-RSA-AES128-GCM-SHA256");
    expect(await agree("ECDHE-RSA-CHACHA20-POLY1305")).toBe("ECDHE-RSA-CHACHA20-POLY1305");
    for (const cbc of ["ECDHE-RSA-AES128-SHA", "ECDHE-RSA-AES256-SHA384", "AES128-SHA", "AES256-GCM-SHA384"]) {
      expect(await agree(cbc)).toBe("refused");
    }
    expect(await agree("ECDHE-RSA-AES128-GCM-SHA256", "TLSv1.3")).toMatch(/^TLS_/);
  });

  it("signs a learner in with Secure cookies under their __Host- and __Secure- names", async () => {
    const { verifier, challenge } = pkce();
    const authorized = await ask("POST", "/api/auth/authorize", {
      email: DEMO_ACCOUNTS.learner,
      password: DEMO_PASSWORD,
      codeChallenge: challenge,
      codeChallengeMethod: "S256",
      state: "s",
    });
    expect(authorized.status).toBe(200);
    const { code } = JSON.parse(authorized.body) as { code: string };
    const exchanged = await ask("POST", "/api/auth/exchange-code", { code, codeVerifier: verifier });
    expect(exchanged.status).toBe(200);
    const setCookies = [exchanged.headers["set-cookie"] ?? []].flat();
    const names = setCookies.map((cookie) => cookie.split("=")[0]);
    expect(names).toEqual(
      expect.arrayContaining([
        "__Host-campus_authorized",
        "__Host-campus_csrf_token",
        "__Secure-campus_access_token",
        "__Secure-campus_refresh_token",
      ]),
    );
    for (const cookie of setCookies) expect(cookie.toLowerCase()).toContain("; secure");

    // The session holds over the same connection: the learner's own data answers.
    const cookie = setCookies.map((set) => set.split(";")[0]).join("; ");
    const learner = await ask("GET", "/api/auth/get-user-data", undefined, { cookie });
    expect(learner.status).toBe(200);
    expect(JSON.parse(learner.body).user.email).toBe(DEMO_ACCOUNTS.learner);
  });

  it("does not take a client's word that it came over https when the proxy speaks plain HTTP", async () => {
    const plain = await startCluster({
      size: 1,
      env: {
        DATABASE_URL: database.url,
        REDIS_PREFIX: `${database.name}:`,
        CSRF_SECRET: "cluster-tls-test-csrf-secret-0123456789",
        LOG_LEVEL: "warn",
      },
    });
    try {
      const { verifier, challenge } = pkce();
      const authorized = await fetch(`${plain.url}/api/auth/authorize`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
        body: JSON.stringify({
          email: DEMO_ACCOUNTS.learner,
          password: DEMO_PASSWORD,
          codeChallenge: challenge,
          codeChallengeMethod: "S256",
          state: "s",
        }),
      });
      const { code } = (await authorized.json()) as { code: string };
      const exchanged = await fetch(`${plain.url}/api/auth/exchange-code`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
        body: JSON.stringify({ code, codeVerifier: verifier }),
      });
      expect(exchanged.status).toBe(200);
      const names = exchanged.headers.getSetCookie().map((cookie) => cookie.split("=")[0]);
      expect(names).toContain("campus_authorized");
      expect(names.some((name) => name?.startsWith("__"))).toBe(false);
    } finally {
      await plain.close();
    }
  }, 240_000);
});
