import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { randomToken, sha256 } from "../src/auth/security.js";
import { type Db, openPglite, openPostgres } from "../src/db/db.js";
import { migrate } from "../src/db/migrations.js";
import { seedDemo } from "../src/seed/demo.js";
import { serverArgs } from "./built-server.js";
import { createLearner } from "./helpers.js";

/**
 * The real server, killed with SIGKILL while 200 final-work submissions with files are under way, then started
 * again on the same data. Every submission it acknowledged must be there once with all its files; whatever it
 * had not acknowledged is there whole or not at all.
 */
const apiDir = join(import.meta.dirname, "..");
const postgresUrl = process.env.CAMPUS_TEST_DB === "postgres" ? process.env.DATABASE_URL : undefined;
const tmp = mkdtempSync(join(tmpdir(), "campus-kill-"));
const SUBMISSIONS = 200;
const KILL_AFTER = 50;
/** The final-work tasks that take files: one learner can send one answer to each. */
const TASKS = [
  { course: "c-final-single", task: "c-final-single-task1" },
  { course: "c-final-multi", task: "c-final-multi-task1" },
  { course: "c-final-multi", task: "c-final-multi-task3" },
];
const LEARNERS = Math.ceil(SUBMISSIONS / TASKS.length);

let dropDatabase = async () => {};
afterAll(async () => {
  await dropDatabase();
  rmSync(tmp, { recursive: true, force: true });
});

/** The database the server will use: a PGlite directory in a temp folder, or a new PostgreSQL database. */
async function prepareDatabase(): Promise<{ env: Record<string, string>; open: () => Promise<Db> }> {
  if (!postgresUrl) {
    const dataDir = join(tmp, "pglite");
    return { env: { PGLITE_DATA_DIR: dataDir, DATABASE_URL: "" }, open: () => openPglite(dataDir) };
  }
  const name = `campus_kill_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const again = new pg.Client({ connectionString: postgresUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  };
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, open: () => openPostgres(url.toString()) };
}

/** Learners with one-time hand-off tokens (cheaper than a password sign-in each), made before the server runs. */
async function prepareLearners(db: Db) {
  await migrate(db);
  await seedDemo(db);
  const learners: { id: string; accessToken: string; refreshToken: string }[] = [];
  for (let i = 0; i < LEARNERS; i++) {
    const id = `u-kill-${i}`;
    await createLearner(db, id);
    // The final works' lessons completed (sending waits for them, issue 40), written as the learner is: in SQL.
    await db.query(
      `insert into progress (id, user_id, course_id, lessons)
       select $1 || '-' || c.id, $1, c.id,
         (select jsonb_object_agg(l.id, '{"completed": true}'::jsonb) from lessons l where l.course_id = c.id)
       from courses c where c.id in ('c-final-single', 'c-final-multi')`,
      [id],
    );
    const accessToken = randomToken();
    const refreshToken = randomToken();
    await db.query(
      "insert into handoff_tokens (access_hash, refresh_hash, user_id, expires_at) values ($1, $2, $3, now() + interval '1 hour')",
      [sha256(accessToken), sha256(refreshToken), id],
    );
    learners.push({ id, accessToken, refreshToken });
  }
  return learners;
}

interface Server {
  process: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, serverArgs, {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: "0",
      HOST: "127.0.0.1",
      SEED: "",
      CSRF_SECRET: "kill-test-csrf",
      // No balancer to tell: the restarted server is stopped at once.
      DRAIN_GRACE_MS: "0",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = "";
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) resolve({ process: child, url: listening[1], exited });
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    exited.then((code) => reject(new Error(`The server ended (${code}) before listening:\n${output}`)));
  });
}

/** A learner's session in the server: cookies and the CSRF header, from the hand-off sign-in. */
async function signInByLink(url: string, learner: { accessToken: string; refreshToken: string }) {
  const response = await fetch(`${url}/api/auth/url-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ accessToken: learner.accessToken, refreshToken: learner.refreshToken }),
  });
  expect(response.status).toBe(200);
  const cookies = new Map(response.headers.getSetCookie().map((c) => c.split(";")[0]?.split("=") as [string, string]));
  return {
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    csrf: cookies.get("campus_csrf_token") ?? "",
  };
}

// A PDF starts with its signature: the API checks a file's type from its bytes.
const fileOf = (name: string, mimeType: string, bytes: number, seed: string) => ({
  name,
  mimeType,
  bytes: Buffer.concat([
    Buffer.from(mimeType === "application/pdf" ? "%PDF-1.4\n" : ""),
    // The signature counts towards the size, which the test checks.
    Buffer.alloc(bytes - (mimeType === "application/pdf" ? 9 : 0), seed),
  ]),
});

describe("final-work submissions survive a killed server", () => {
  it("keeps every acknowledged submission once with all its files, and none half-written", {
    timeout: 90_000,
  }, async () => {
    const database = await prepareDatabase();
    const setup = await database.open();
    const learners = await prepareLearners(setup);
    await setup.close();

    const server = await startServer(database.env);
    // One after another: sign-ins from one address at once are throttled, and they are not what is tested here.
    const sessions: { cookie: string; csrf: string }[] = [];
    for (const learner of learners) sessions.push(await signInByLink(server.url, learner));

    // Each submission carries two files, so a half-written one (a submission short of a file) would show.
    const send = (url: string, n: number) => {
      const learner = Math.floor(n / TASKS.length);
      const { course, task } = TASKS[n % TASKS.length] as (typeof TASKS)[number];
      const session = sessions[learner] as { cookie: string; csrf: string };
      // multipart/form-data, as the campus sends an answer: the files as parts.
      const form = new FormData();
      form.set("examId", course);
      form.set("examTaskId", task);
      form.set("text", `Answer ${n}`);
      for (const file of [
        fileOf("report.pdf", "application/pdf", 40_000, `r${n}`),
        fileOf("notes.txt", "text/plain", 2_000, `t${n}`),
      ])
        form.append("files", new Blob([file.bytes], { type: file.mimeType }), file.name);
      return fetch(`${url}/api/course-exams/create-exam-submit`, {
        method: "POST",
        headers: { cookie: session.cookie, "x-csrf-token": session.csrf },
        body: form,
      });
    };
    const acknowledged: { id: string; userId: string; task: string }[] = [];
    const lost: number[] = [];
    let refused = 0;
    const sends = Array.from({ length: SUBMISSIONS }, async (_, n) => {
      try {
        const response = await send(server.url, n);
        if (response.status >= 200 && response.status < 300) {
          const learner = learners[Math.floor(n / TASKS.length)];
          const { task } = TASKS[n % TASKS.length] as (typeof TASKS)[number];
          acknowledged.push({
            id: ((await response.json()) as { submit: { _id: string } }).submit._id,
            userId: learner?.id ?? "",
            task,
          });
          // A moment later rather than at once, so the kill lands while the server is writing, not between answers.
          if (acknowledged.length === KILL_AFTER) setTimeout(() => server.process.kill("SIGKILL"), 30);
        } else {
          refused++;
        }
      } catch {
        lost.push(n);
      }
    });
    await Promise.all(sends);
    expect(await server.exited).toBe(null);

    // Started again on the same data (PGlite: the killed server's lock is stale and taken over).
    const again = await startServer(database.env);
    const first = acknowledged[0] as (typeof acknowledged)[number];
    const firstSession = sessions[Number(first.userId.split("-")[2])] as { cookie: string };
    const exam = await fetch(`${again.url}/api/course-exams/c-final-single`, {
      headers: { cookie: firstSession.cookie },
    });
    expect(exam.status).toBe(200);
    // Each learner whose answer never came sends the same submission again: the ones the killed server had
    // stored are answered with what it stored, the others are stored now, and none is stored twice.
    const restartedAt = Date.now();
    const retries = await Promise.all(lost.map((n) => send(again.url, n)));
    expect(retries.map((r) => r.status)).toEqual(lost.map(() => 200));
    const retried = await Promise.all(
      retries.map(async (r) => ((await r.json()) as { submit: { createdAt: string } }).submit),
    );
    const storedBeforeTheKill = retried.filter((s) => Date.parse(s.createdAt) < restartedAt).length;
    again.process.kill("SIGTERM");
    expect(await again.exited).toBe(0);

    const db = await database.open();
    try {
      const rows = await db.query<{
        id: string;
        user_id: string;
        exam_task_id: string;
        files: number;
        sizes: number[];
      }>(
        `select s.id, s.user_id, s.exam_task_id, count(f.id)::int as files, coalesce(array_agg(f.size order by f.size) filter (where f.id is not null), '{}') as sizes
         from exam_submits s left join exam_submit_files f on f.submit_id = s.id
         where s.user_id like 'u-kill-%' group by s.id`,
      );
      const orphans = await db.query(
        "select f.id from exam_submit_files f left join exam_submits s on s.id = f.submit_id where s.id is null",
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const sent of acknowledged) {
        expect(byId.get(sent.id)).toMatchObject({ user_id: sent.userId, exam_task_id: sent.task, files: 2 });
      }
      // Every submission sent is stored exactly once, after the retries: one per learner and task.
      expect(rows).toHaveLength(SUBMISSIONS);
      expect(new Set(rows.map((r) => `${r.user_id} ${r.exam_task_id}`)).size).toBe(SUBMISSIONS);
      const halfWritten = rows.filter((r) => r.files !== 2 || r.sizes.join() !== "2000,40000");
      expect(halfWritten).toEqual([]);
      expect(orphans).toEqual([]);
      console.info(
        `kill test (${postgresUrl ? "PostgreSQL" : "PGlite"}): ${SUBMISSIONS} sent, ${acknowledged.length} acknowledged (2xx) before the kill, ` +
          `${refused} refused, ${lost.length} unanswered, of which ${storedBeforeTheKill} had been stored without their answer reaching the client; ` +
          `after the restart the ${lost.length} sent again all got 2xx, and ${rows.length} submissions stand, each once with both files`,
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(lost.length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
