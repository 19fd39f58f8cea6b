import { createHash, randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CallRoute, callRoutes } from "@campus/contract";
import type { LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { type Config, loadConfig } from "../src/config/config.js";
import { type Db, openPglite, openPostgres, pgliteSnapshot } from "../src/db/db.js";
import { DEMO_PASSWORD } from "../src/seed/demo.js";
import { prepareDatabase } from "../src/seed/prepare.js";

export const PREFIX = "campus_";
/** Sign-ins in tests hash at a cost far below OWASP's, so that a file signing in dozens of times stays quick. */
export const TEST_PASSWORD_HASH_N = "1024";

/**
 * The seeded database every PGlite test file of a worker starts from (the files of a worker share modules), one
 * per seed and password cost: opening a copy skips creating the cluster, migrating and seeding, which cost each
 * file about two seconds.
 */
const pgliteSnapshots = new Map<string, Promise<Blob>>();
function seededPglite(config: Config): Promise<Db> {
  const key = JSON.stringify([config.seed, config.passwordHash]);
  let snapshot = pgliteSnapshots.get(key);
  if (!snapshot) {
    snapshot = pgliteSnapshot((db) => prepareDatabase(db, config));
    pgliteSnapshots.set(key, snapshot);
  }
  return snapshot.then((from) => openPglite("memory://", { from }));
}

/**
 * An empty database of its own on the PostgreSQL server of DATABASE_URL, for a test that starts server processes
 * on it: its name, its address, and `drop` for the test's end.
 */
export async function emptyPostgresDatabase(
  prefix: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL ?? "";
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * A fresh database for one test file: in-memory PGlite, or, in the `api-postgres` project (which exists when
 * DATABASE_URL is set), a new database on that PostgreSQL server, dropped afterwards. `buildApp` migrates and
 * seeds it (on PGlite it already is).
 */
async function freshDb(config: Config): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.CAMPUS_TEST_DB === "postgres" ? process.env.DATABASE_URL : undefined;
  if (!url) return { db: await seededPglite(config), drop: async () => {} };
  const name = `campus_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString());
  return {
    db,
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
}

export function useApp(overrides: Partial<Config> = {}): TestApp {
  const ctx = {} as TestApp;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const config = loadConfig(
      { NODE_ENV: "test", PASSWORD_HASH_N: TEST_PASSWORD_HASH_N },
      {
        csrfSecret: "test-csrf-secret",
        seed: "demo",
        cookiePrefix: PREFIX,
        // The suite makes thousands of calls a minute on one session (the fuzzing); refusals.test.ts turns it on.
        rateLimit: { max: 0, windowMs: 60_000 },
        // Mail a test queues goes to the temporary folder, never into apps/api/mail.
        mailDir: join(tmpdir(), "campus-test-mail"),
        ...overrides,
      },
    );
    const fresh = await freshDb(config);
    drop = fresh.drop;
    const { app } = await buildApp(config, { db: fresh.db, logger: false });
    await app.ready();
    Object.assign(ctx, { app, db: fresh.db, config });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.db?.close();
    await drop();
  });
  return ctx;
}

const base64url = (b: Buffer) => b.toString("base64url");

export interface Agent {
  cookies: Map<string, string>;
  csrf: () => string;
  request: (
    method: string,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, body?: unknown) => Promise<LightMyRequestResponse>;
  put: (url: string, body?: unknown) => Promise<LightMyRequestResponse>;
}

/** Paths of the calls whose body is multipart/form-data (files as parts), as regular expressions. */
const multipartPaths = Object.values(callRoutes as Record<string, CallRoute>)
  .filter((route) => route.multipart)
  .map((route) => new RegExp(`^/api${route.url.replace(/:[A-Za-z]+/g, "[^/?]+")}(\\?|$)`));

/** A file of an answer in a test: its bytes, or their base64 spelling (`data`), as the fixtures write them. */
type TestFile = { name: string; mimeType: string; bytes?: Buffer | string; data?: string };

/**
 * An answer object as the multipart/form-data body the campus sends (what `new Request(..., { body: formData })`
 * encodes, boundary and all): a text part per value, a part per link, a file part per file.
 */
export async function multipartBody(
  body: Record<string, unknown>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (name === "files" && Array.isArray(value)) {
      for (const file of value as TestFile[]) {
        const bytes = file.bytes ?? Buffer.from(file.data ?? "", "base64");
        form.append("files", new Blob([bytes], { type: file.mimeType }), file.name);
      }
    } else if (Array.isArray(value)) {
      for (const item of value) form.append(name, String(item));
    } else {
      form.append(name, String(value));
    }
  }
  const request = new Request("http://campus.test/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

export function agent(app: App, cookies = new Map<string, string>()): Agent {
  const self: Agent = {
    cookies,
    csrf: () => cookies.get(`${PREFIX}csrf_token`) ?? "",
    async request(method, url, body, headers = {}) {
      // A call that takes multipart/form-data gets its body in that encoding (a string or Buffer is sent as it is).
      if (
        multipartPaths.some((path) => path.test(url)) &&
        body !== null &&
        typeof body === "object" &&
        !Buffer.isBuffer(body)
      ) {
        const encoded = await multipartBody(body as Record<string, unknown>);
        return self.request(method, url, encoded.payload, { ...encoded.headers, ...headers });
      }
      const cookieHeader = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      const response = await app.inject({
        method: method as "GET",
        url,
        headers: {
          ...(cookieHeader ? { cookie: cookieHeader } : {}),
          ...(method !== "GET" && self.csrf() ? { "x-csrf-token": self.csrf() } : {}),
          ...headers,
        },
        ...(body !== undefined ? { payload: body as object } : {}),
      });
      for (const c of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
        if (c.value === "" || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())) cookies.delete(c.name);
        else cookies.set(c.name, c.value);
      }
      return response;
    },
    get: (url) => self.request("GET", url),
    post: (url, body) => self.request("POST", url, body ?? {}),
    put: (url, body) => self.request("PUT", url, body ?? {}),
  };
  return self;
}

export function pkce() {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash("sha256").update(verifier).digest());
  return { verifier, challenge };
}

/** Signs in through the built-in PKCE flow and returns an agent holding the session cookies. */
export async function signIn(app: App, email: string, password = DEMO_PASSWORD): Promise<Agent> {
  const a = agent(app);
  const { verifier, challenge } = pkce();
  const authorized = await a.post("/api/auth/authorize", {
    email,
    password,
    codeChallenge: challenge,
    codeChallengeMethod: "S256",
    state: "s1",
  });
  if (authorized.statusCode !== 200) throw new Error(`authorize failed: ${authorized.body}`);
  const exchanged = await a.post("/api/auth/exchange-code", { code: authorized.json().code, codeVerifier: verifier });
  if (exchanged.statusCode !== 200) throw new Error(`exchange failed: ${exchanged.body}`);
  return a;
}

/** Another learner (same password as the demo accounts), for isolation tests. */
export async function createLearner(db: Db, id: string, rank = 2): Promise<string> {
  const email = `${id}@example.com`;
  await db.query(
    `insert into users (id, email, password_hash, first_name, last_name, rank_stage, organization_id)
     select $1, $2, password_hash, 'Other', 'Learner', $3, organization_id from users where id = 'u-learner'`,
    [id, email, rank],
  );
  return email;
}

export const LEARNER = "learner@example.com";
export const NEWCOMER = "newcomer@example.com";
export const RESTRICTED = "restricted@example.com";
export const STAFF = "staff@example.com";

interface ProgressTree {
  _id: string;
  lessons: { id: string; sublessons: { id: string }[] }[];
}

/**
 * Completes every lesson of a course for the agent's learner through the API, as a learner would: joins it,
 * passes each internal test (answering each question, then with the answers the feedback marks right) and
 * completes each unit. The closed test and final work open only after this (issue 40).
 */
export async function completeLessons(learner: Agent, courseId: string): Promise<void> {
  const joined = await learner.post(`/api/course/join/${courseId}`);
  if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.body}`);
  const progress = joined.json().data.progress as ProgressTree;
  for (const lesson of progress.lessons) {
    const units = lesson.sublessons.length > 0 ? lesson.sublessons.map((s) => s.id) : [null];
    for (const sublessonId of units) {
      const at = { progressId: progress._id, lessonId: lesson.id, sublessonId };
      const query = sublessonId ? `?sublessonId=${sublessonId}` : "";
      const content = (await learner.get(`/api/course/lesson/${lesson.id}${query}`)).json().content;
      for (const question of (content?.internalTest?.questions ?? []) as { _id: string; answers: { id: string }[] }[]) {
        const body = (answer: string[]) => ({ data: { ...at, questionId: question._id, answer } });
        const first = await learner.post(
          "/api/course/update-internal-test-progress",
          body([question.answers[0]?.id ?? ""]),
        );
        if (first.json().isQuestionPassed) continue;
        const right = (first.json().answersFeedback as { id: string; isCorrect: boolean }[]).filter((a) => a.isCorrect);
        await learner.post("/api/course/update-internal-test-progress", body(right.map((a) => a.id)));
      }
      const done = await learner.post("/api/course/update-progress", at);
      if (done.statusCode !== 200) throw new Error(`completing ${lesson.id}/${sublessonId} failed: ${done.body}`);
    }
  }
}

/** Signs a learner in with the lessons of the given courses completed: their closed tests and final works open. */
export async function signInWithLessonsDone(app: App, email: string, ...courseIds: string[]): Promise<Agent> {
  const learner = await signIn(app, email);
  for (const courseId of courseIds) await completeLessons(learner, courseId);
  return learner;
}
