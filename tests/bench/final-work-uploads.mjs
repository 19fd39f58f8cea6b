// What eight learners sending their final work at once cost the server (pnpm bench:uploads). Starts the API as
// it runs in production (apps/api/dist/main.mjs, its own Node process) on a fresh in-memory database with the demo
// seed, signs in demo learners and sends 8 submissions at the same moment, each with as many files as a task takes
// (3), each file at the size limit (5 MB): 15 MB of files per submission, 120 MB in all. It reports the server's
// resident memory at rest, its peak while the submissions were received (the kernel's high-water mark, VmHWM,
// reset just before they start), and how long they took.
//
// The body goes the way the server's OpenAPI document says create-exam-submit takes it (multipart/form-data, or
// JSON with the files in base64 as before), so the same script measures either server; --body json|multipart
// forces one. With --postgres the server uses a new database on DATABASE_URL's server (dropped afterwards), so the
// memory measured is the API's alone; by default it is embedded PGlite, which lives in the same process.
//
//   node tests/bench/final-work-uploads.mjs [--port 3208] [--submissions 8] [--body json|multipart] [--postgres]

import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildServerWhenStale, serverEntry } from "../../apps/api/build.mjs";

const root = resolve(import.meta.dirname, "../..");
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const port = Number(arg("port", "3208"));
const count = Number(arg("submissions", "8"));
const base = `http://127.0.0.1:${port}`;
const MB = 1024 * 1024;

// The limits the campus states (packages/contract/src/exam.ts, EXAM_LIMITS): files per answer and size of each.
const limits = readFileSync(resolve(root, "packages/contract/src/exam.ts"), "utf8");
const maxFiles = Number(/maxFiles:\s*(\d+)/.exec(limits)?.[1]);
const maxFileSizeMB = Number(/maxFileSizeMB:\s*(\d+)/.exec(limits)?.[1]);

/**
 * Files at the limit whose bytes are what their names say, the rest random: a PDF, a JPEG, and a PNG whose header
 * chunk is followed by one image-data chunk holding the rest (a signature reader walks PNG chunks up to it).
 */
function filesAtTheLimit() {
  const size = maxFileSizeMB * MB;
  const png = Buffer.from("89504e470d0a1a0a0000000d494844520000000100000001080600000000000000", "hex");
  const idat = Buffer.alloc(8);
  idat.writeUInt32BE(size - png.length - 12);
  idat.write("IDAT", 4, "latin1");
  const heads = [
    ["report.pdf", "application/pdf", Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")],
    ["slides.png", "image/png", Buffer.concat([png, idat])],
    ["photo.jpg", "image/jpeg", Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex")],
  ];
  return Array.from({ length: maxFiles }, (_, i) => {
    const [name, mimeType, head] = heads[i % heads.length];
    const bytes = randomBytes(size);
    head.copy(bytes);
    return { name: `${i + 1}-${name}`, mimeType, bytes };
  });
}

// Tasks of the demo final works that take files, and demo learners who have not answered them.
const tasks = [
  ["c-final-single", "c-final-single-task1"],
  ["c-final-multi", "c-final-multi-task1"],
  ["c-final-multi", "c-final-multi-task3"],
];
const learners = ["learner", "tester", "writer", "guide", "restricted", "demo"].map((n) => `${n}@example.com`);

/** A signed-in learner: the session cookies and the CSRF header, through the built-in PKCE sign-in. */
async function signIn(email) {
  const jar = new Map();
  const call = async (path, body) => {
    const response = await fetch(base + path, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
      body: JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (!response.ok) throw new Error(`${path} for ${email}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const { code } = await call("/api/auth/authorize", {
    email,
    password: "campus-demo",
    codeChallenge: challenge,
    codeChallengeMethod: "S256",
    state: "bench",
  });
  await call("/api/auth/exchange-code", { code, codeVerifier: verifier });
  const csrf = [...jar].find(([k]) => k.endsWith("csrf_token"))?.[1] ?? "";
  return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), csrf };
}

/** One submission's request, built before the clock starts: the client's own work is not measured. */
function request(session, [examId, examTaskId], files, body, index) {
  const headers = { cookie: session.cookie, "x-csrf-token": session.csrf };
  const idempotencyKey = `bench-${index}-${randomBytes(8).toString("hex")}`;
  if (body === "json") {
    const json = JSON.stringify({
      examId,
      examTaskId,
      idempotencyKey,
      files: files.map((f) => ({ name: f.name, mimeType: f.mimeType, data: f.bytes.toString("base64") })),
    });
    return { headers: { ...headers, "content-type": "application/json" }, body: json };
  }
  const form = new FormData();
  form.set("examId", examId);
  form.set("examTaskId", examTaskId);
  form.set("idempotencyKey", idempotencyKey);
  for (const f of files) form.append("files", new Blob([f.bytes], { type: f.mimeType }), f.name);
  return { headers, body: form };
}

const statusOf = (pid) => readFileSync(`/proc/${pid}/status`, "utf8");
const kB = (status, field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
const mb = (kilobytes) => `${(kilobytes / 1024).toFixed(0)} MB`;

const fromApi = createRequire(resolve(root, "apps/api/package.json"));

/** A new database on DATABASE_URL's server for --postgres, and how to drop it. */
async function postgresDatabase() {
  if (!process.argv.includes("--postgres")) return { url: "", drop: async () => {} };
  if (!process.env.DATABASE_URL) throw new Error("--postgres needs DATABASE_URL (a server where it may create one).");
  const pg = fromApi("pg");
  const name = `campus_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
const database = await postgresDatabase();
// Node itself runs the built server, as production does, so the process measured is the server.
await buildServerWhenStale({ quiet: true });
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PGLITE_DATA_DIR: "memory://",
    DATABASE_URL: database.url,
    REDIS_URL: "",
    SEED: "demo",
    CAMPUS_DIST: "",
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "0",
    CSRF_SECRET: "bench-csrf-secret-0123456789abcdef0123456789",
  },
});

try {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/api/docs/openapi.json`)).ok) break;
    } catch {}
    if (tries > 240) throw new Error("The server did not start.");
    await sleep(500);
  }
  const doc = await (await fetch(`${base}/api/docs/openapi.json`)).json();
  const takes = Object.keys(doc.paths["/course-exams/create-exam-submit"].post.requestBody.content);
  const body = arg("body", takes.includes("multipart/form-data") ? "multipart" : "json");

  const slots = Array.from({ length: count }, (_, i) => ({
    task: tasks[i % tasks.length],
    email: learners[Math.floor(i / tasks.length)],
  }));
  if (slots.some((s) => !s.email)) throw new Error(`At most ${learners.length * tasks.length} submissions.`);
  const sessions = new Map();
  for (const { email } of slots) if (!sessions.has(email)) sessions.set(email, await signIn(email));
  const files = filesAtTheLimit();
  const requests = slots.map((s, i) => request(sessions.get(s.email), s.task, files, body, i));

  // At rest: after start, sign-ins and the requests' preparation, once the collector has had its chance.
  await sleep(2000);
  const rest = kB(statusOf(server.pid), "VmRSS");
  // Resets the peak (VmHWM) to the current resident size: the peak below is the submissions'.
  try {
    (await import("node:fs")).writeFileSync(`/proc/${server.pid}/clear_refs`, "5");
  } catch {}
  let sampled = rest;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, kB(statusOf(server.pid), "VmRSS"));
  }, 5);

  const started = performance.now();
  const answers = await Promise.all(
    requests.map(async ({ headers, body: payload }) => {
      const response = await fetch(`${base}/api/course-exams/create-exam-submit`, {
        method: "POST",
        headers,
        body: payload,
      });
      return { status: response.status, text: await response.text() };
    }),
  );
  const took = performance.now() - started;
  clearInterval(sampler);
  const status = statusOf(server.pid);
  const peak = Math.max(sampled, kB(status, "VmHWM"));

  const failed = answers.filter((a) => a.status !== 200);
  for (const a of failed) console.error(`refused ${a.status}: ${a.text.slice(0, 300)}`);
  const stored = answers.filter((a) => a.status === 200 && JSON.parse(a.text).submit?.files?.length === maxFiles);
  const sent = files.reduce((sum, f) => sum + f.bytes.length, 0) * count;
  console.log(`${process.argv.includes("--postgres") ? "PostgreSQL" : "PGlite in the server's process"}`);
  console.log(
    `${count} concurrent submissions of ${maxFiles} files x ${maxFileSizeMB} MB as ${body === "json" ? "JSON with base64 files" : "multipart/form-data"}`,
  );
  console.log(`stored         ${stored.length}/${count} (${(sent / MB).toFixed(0)} MB of files)`);
  console.log(`server at rest ${mb(rest)} RSS`);
  console.log(`server peak    ${mb(peak)} RSS (+${mb(peak - rest)})`);
  console.log(`time           ${(took / 1000).toFixed(2)} s for all ${count}`);
  if (stored.length !== count) process.exitCode = 1;
} finally {
  server.kill("SIGINT");
  await new Promise((done) => server.once("exit", done));
  await database.drop();
}
