// pnpm bench:pages: what a learner's first visit on a phone is like (issue 20), measured by Lighthouse 13 with
// its default mobile emulation (a mid-range phone, slow 4G and a 4x slower CPU, simulated) on a cold cache.
//
// Builds the campus (into a temporary directory, with the production config) and the hello app (React and
// react-router, tests/bench/hello), starts the production server on a fresh in-memory database with the demo seed,
// serves the hello app and the stack app (the campus's libraries alone, tests/bench/stack) compressed the same way
// beside it, puts a TLS edge offering HTTP/2 in front of them (HAProxy, tests/bench/tls-edge.mjs: how a browser
// reaches a campus on the internet), signs learner@ in through the real login page in Debian's Chromium and runs
// Lighthouse in that browser on each route, cold (Lighthouse clears the cache before every run;
// the session cookies stay), several runs each, routes taken in turns. Prints the median of each figure per route
// and exits 1 when a goal does not hold, 2 when the benchmark itself failed. Under the table: each route's first
// paint in the unthrottled loads Lighthouse simulates from, which decides what the simulated paint waits for, and
// the element of its largest paint (an image or text), which decides what the simulated LCP waits for. Not
// part of pnpm test; run it on an otherwise idle machine (under the heavy lock here). The Lighthouse reports stay
// in a temporary folder.
//
//   node tests/bench/pages.mjs [--runs 3] [--only /login,/tools] [--dist apps/campus/dist] [--port 3211]
//     --dist   measures an existing build instead of building the campus
//     --only   measures these routes only (as the table names them)
//     --throttling devtools   slows the browser's network and CPU for real (Lighthouse's "applied" throttling)
//              instead of simulating the load from an unthrottled one: slower and noisier, but it shows what
//              the simulation cannot, such as a call asked for earlier arriving earlier. The goals are for the
//              default (simulated).
//     --chromium-flags "<flags>"   more flags for the browser Lighthouse drives, e.g. --disable-features=PaintHolding
//     --http1  no TLS edge: the browser talks to the server (and the baselines) itself, over plain HTTP/1.1

import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium, request } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import sirv from "sirv";
import { build } from "vite";
import { buildServerWhenStale, serverEntry } from "../../apps/api/build.mjs";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";
import { largestPaint } from "./lighthouse-trace.mjs";
import { startTlsEdge } from "./tls-edge.mjs";

const root = resolve(import.meta.dirname, "../..");
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const RUNS = Number(arg("runs", "3"));
const THROTTLING = arg("throttling", "simulate");
/** More Chromium flags, e.g. "--disable-features=PaintHolding" to see the loads without a held first paint. */
const EXTRA_FLAGS = arg("chromium-flags", "").split(" ").filter(Boolean);
const port = Number(arg("port", "3211"));
const helloPort = port + 1;
/** Without the TLS edge the browser talks to the server and the baselines on their own ports, over HTTP/1.1. */
const EDGE = !process.argv.includes("--http1");
const serverPort = EDGE ? port + 2 : port;
const helloServerPort = EDGE ? port + 3 : helloPort;
const scheme = EDGE ? "https" : "http";
const base = `${scheme}://127.0.0.1:${port}`;
const helloBase = `${scheme}://127.0.0.1:${helloPort}`;
const stackPort = port + 4;
const stackServerPort = EDGE ? port + 5 : stackPort;
const stackBase = `${scheme}://127.0.0.1:${stackPort}`;
/** The server itself, behind the edge or not. */
const serverBase = `http://127.0.0.1:${serverPort}`;
const PASSWORD = "campus-demo";

/** The issue's goals, per route. */
const GOALS = {
  performance: { text: ">= 95", ok: (v) => v >= 95 },
  lcp: { text: "<= 2.0 s", ok: (v) => v <= 2000 },
  tbt: { text: "<= 100 ms", ok: (v) => v <= 100 },
  cls: { text: "<= 0.02", ok: (v) => v <= 0.02 },
  bestPractices: { text: "100", ok: (v) => v === 100 },
  accessibility: { text: "100", ok: (v) => v === 100 },
};
/** A cold /login transfers at most this in all (HTML, scripts, styles, fonts). */
const LOGIN_TRANSFER_GOAL = 200_000;

const COLUMNS = [
  { key: "performance", title: "performance", format: (v) => String(v) },
  { key: "fcp", title: "FCP", format: (v) => `${(v / 1000).toFixed(1)} s` },
  { key: "lcp", title: "LCP", format: (v) => `${(v / 1000).toFixed(1)} s` },
  { key: "tbt", title: "TBT", format: (v) => `${Math.round(v)} ms` },
  { key: "cls", title: "CLS", format: (v) => v.toFixed(3) },
  { key: "bestPractices", title: "best practices", format: (v) => String(v) },
  { key: "accessibility", title: "accessibility", format: (v) => String(v) },
  { key: "transferred", title: "transferred", format: (v) => `${Math.round(v / 1000)} kB` },
];

const work = mkdtempSync(join(tmpdir(), "campus-bench-pages-"));
const reports = join(work, "reports");
mkdirSync(reports);
const cleanups = [];
let version = "";
/** Lighthouse's measure of the machine's speed at each run: a busy machine scores lower and blocks longer. */
const benchmarkIndexes = [];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** The campus's production build, precompressed by its own config (apps/campus/build/precompress.ts). */
function buildCampus() {
  const outDir = join(work, "campus");
  console.log("Building the campus…");
  const built = spawnSync(
    resolve(root, "apps/campus/node_modules/.bin/vite"),
    ["build", "--configLoader", "runner", "--logLevel", "warn", "--outDir", outDir, "--emptyOutDir"],
    { cwd: resolve(root, "apps/campus"), stdio: "inherit" },
  );
  if (built.status !== 0) throw new Error("The campus build failed.");
  return outDir;
}

/** A baseline app (hello, stack), built with its own config and compressed beside each file as the campus is. */
async function buildBaseline(name) {
  const outDir = join(work, name);
  await build({
    root: join(import.meta.dirname, name),
    configLoader: "runner",
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
  for (const path of files(outDir)) {
    if (!/\.(js|css|html|json)$/.test(path)) continue;
    const source = readFileSync(path);
    const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
    writeFileSync(`${path}.br`, brotliCompressSync(source, { params: quality }));
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  }
  return outDir;
}

/** Serves a baseline's precompressed files (sirv picks .br or .gz by Accept-Encoding and says Vary). */
function serveBaseline(dir, servePort) {
  const server = createServer(sirv(dir, { brotli: true, gzip: true, single: true, etag: true }));
  return new Promise((listening) => server.listen(servePort, "127.0.0.1", () => listening(server)));
}

/** The production server on a fresh in-memory database with the demo seed, serving this build. */
async function startServer(dist) {
  // A server left on the port (a run stopped half-way) would answer instead, with another build.
  const taken = await fetch(`${serverBase}/login`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Something already answers at ${serverBase}: stop it, or pass --port.`);
  // Building through Vite's API set NODE_ENV=production in this process; the server is started as `pnpm start` does.
  const { NODE_ENV: _, ...environment } = process.env;
  await buildServerWhenStale({ quiet: true });
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...environment,
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      PGLITE_DATA_DIR: "memory://",
      DATABASE_URL: "",
      SEED: "demo",
      CAMPUS_DIST: dist,
      LOG_LEVEL: "warn",
      // An access token outlives the benchmark, so no run starts with a refresh (a learner back within its life).
      ACCESS_TOKEN_SECONDS: "7200",
      CSRF_SECRET: "bench-csrf-secret-0123456789abcdef0123456789",
      // Behind the edge, whose X-Forwarded-Proto says https: the session's cookies go out Secure, __Host- named.
      ...(EDGE ? { TRUST_PROXY: "127.0.0.1" } : {}),
    },
  });
  cleanups.push(() => server.kill());
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${serverBase}/login`)).ok) return;
    } catch {}
    if (server.exitCode !== null) throw new Error("The server stopped.");
    if (tries > 240) throw new Error("The server did not start.");
    await new Promise((done) => setTimeout(done, 500));
  }
}

/** Debian's Chromium, headless, with the flags every browser test uses; Lighthouse drives it through its port. */
async function launchChromium() {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    // The edge's certificate is made for the run: accepted as a trusted one would be.
    chromeFlags: ["--headless=new", ...chromiumArgs, ...(EDGE ? ["--ignore-certificate-errors"] : []), ...EXTRA_FLAGS],
    logLevel: "silent",
  });
  cleanups.push(() => chrome.kill());
  return chrome;
}

/** Signs a demo account in through the login page, as a learner does, in the browser Lighthouse then uses. */
async function signInOnPage(chrome, email) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${base}/login`);
    await page.getByRole("textbox", { name: "Adres e-mail", exact: true }).fill(email);
    const password = page.getByRole("textbox", { name: "Hasło", exact: true });
    await password.fill(PASSWORD);
    await password.press("Enter");
    await page.waitForURL(`${base}/`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Completes every lesson of a course through the API (tests/e2e/fixtures.ts's completeLessonsByApi, without expect). */
async function completeLessons(api, ok, headers, courseId) {
  const joined = await (await ok(await api.post(`/api/course/join/${courseId}`, { headers }))).json();
  const progress = joined.data.progress;
  for (const lesson of progress.lessons) {
    const units = lesson.sublessons.length > 0 ? lesson.sublessons.map((sub) => sub.id) : [null];
    for (const sublessonId of units) {
      const at = { progressId: progress._id, lessonId: lesson.id, sublessonId };
      const query = sublessonId ? `?sublessonId=${sublessonId}` : "";
      const { content } = await (await ok(await api.get(`/api/course/lesson/${lesson.id}${query}`))).json();
      for (const question of content.internalTest?.questions ?? []) {
        const send = async (answer) =>
          (
            await ok(
              await api.post("/api/course/update-internal-test-progress", {
                headers,
                data: { data: { ...at, questionId: question._id, answer } },
              }),
            )
          ).json();
        const first = await send([question.answers[0]?.id ?? ""]);
        if (!first.isQuestionPassed)
          await send(first.answersFeedback.filter((answer) => answer.isCorrect).map((answer) => answer.id));
      }
      await ok(await api.post("/api/course/update-progress", { headers, data: at }));
    }
  }
}

/** A real certificate: staff@ passes the introduction's test through the API and has its certificate issued. */
async function earnCertificate() {
  const api = await request.newContext({ baseURL: base, ignoreHTTPSErrors: EDGE });
  try {
    const ok = async (response) => {
      if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
      return response;
    };
    const { createHash, randomBytes } = await import("node:crypto");
    const verifier = randomBytes(32).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const authorized = await ok(
      await api.post("/api/auth/authorize", {
        data: {
          email: "staff@example.com",
          password: PASSWORD,
          codeChallenge: challenge,
          codeChallengeMethod: "S256",
          state: "bench",
        },
      }),
    );
    const { code } = await authorized.json();
    await ok(await api.post("/api/auth/exchange-code", { data: { code, codeVerifier: verifier } }));
    // Bare over http, __Host- prefixed over https (cookieNames of @campus/contract).
    const csrf = (await api.storageState()).cookies.find((cookie) =>
      /^(__Host-)?campus_csrf_token$/.test(cookie.name),
    )?.value;
    const headers = { "x-csrf-token": csrf ?? "" };
    // The right answers of every seeded test: the first answer, the first two, the first and the first.
    const answers = [
      { q: "c-intro-t-q1", a: ["c-intro-t-q1-a1"] },
      { q: "c-intro-t-q2", a: ["c-intro-t-q2-a1", "c-intro-t-q2-a2"] },
      { q: "c-intro-t-q3", a: ["c-intro-t-q3-a1"] },
      { q: "c-intro-t-q4", a: ["c-intro-t-q4-a1"] },
    ];
    // The test opens once the course's lessons are completed (internal tests answered right), as in the journeys.
    await completeLessons(api, ok, headers, "c-intro");
    await ok(await api.post("/api/closed-test/check/c-intro", { data: { answers }, headers }));
    await ok(await api.post("/api/course/generate-certificate/c-intro", { data: {}, headers }));
    const course = await (await ok(await api.get("/api/course/c-intro"))).json();
    const id = course.data.progress.certificateId;
    if (!id) throw new Error("staff@ passed the introduction's test but has no certificate id.");
    return id;
  } finally {
    await api.dispose();
  }
}

/** One Lighthouse run of a page, cold; its figures, and the report kept on disk. */
async function measure(chrome, url, name) {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: "error",
    output: "json",
    onlyCategories: ["performance", "best-practices", "accessibility"],
    throttlingMethod: THROTTLING,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`${url}: Lighthouse returned nothing.`);
  writeFileSync(join(reports, `${name}.json`), result.report);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const expected = new URL(url).pathname;
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== expected) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl} (signed out?)`);
  const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
  const value = (audit) => lhr.audits[audit].numericValue ?? Number.NaN;
  const failing = [];
  for (const category of ["best-practices", "accessibility"]) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1)
        failing.push(`${category}: ${ref.id} (${audit.title})`);
    }
  }
  version = lhr.lighthouseVersion;
  benchmarkIndexes.push(lhr.environment.benchmarkIndex);
  return {
    performance: score("performance"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    bestPractices: score("best-practices"),
    accessibility: score("accessibility"),
    transferred: value("total-byte-weight"),
    // The first paint of the unthrottled load the figures are simulated from. The simulation counts every
    // script that had arrived by then as one the paint waited for, so a late paint here (Chromium holds the
    // first paint of a navigation until it can show content, up to a second or two) raises FCP and LCP.
    observedFirstPaint: lhr.audits.metrics.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN,
    observedLargestPaint: lhr.audits.metrics.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN,
    largestPaint: largestPaint(result.artifacts?.Trace),
    failing,
  };
}

/** The element of the runs' largest paints (the most frequent one, with how many runs had another) and its median time. */
function describeLargestPaint(runs) {
  const named = (paint) =>
    paint ? `${paint.type} ${paint.element}${paint.address ? ` (${paint.address})` : ""}` : "not in the trace";
  const counts = new Map();
  for (const run of runs) {
    const name = named(run.largestPaint);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const [[most, times]] = [...counts].sort((a, b) => b[1] - a[1]);
  const others = runs.length - times;
  const at = (median(runs.map((run) => run.observedLargestPaint)) / 1000).toFixed(2);
  return `${most} at ${at} s${others ? ` (another element in ${others} of ${runs.length} runs)` : ""}`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const distArg = arg("dist");
  const dist = distArg ? resolve(root, distArg) : buildCampus();
  for (const [name, servePort] of [
    ["hello", helloServerPort],
    ["stack", stackServerPort],
  ]) {
    const server = await serveBaseline(await buildBaseline(name), servePort);
    cleanups.push(() => server.close());
  }
  await startServer(dist);
  if (EDGE) {
    const stopEdge = await startTlsEdge(work, [
      { port, backend: serverPort },
      { port: helloPort, backend: helloServerPort },
      { port: stackPort, backend: stackServerPort },
    ]);
    cleanups.push(stopEdge);
  }
  const certificate = await earnCertificate();

  // A visitor's browser with no session (the login page, a certificate's public page, the baselines) and a
  // signed-in learner's.
  const visitor = await launchChromium();
  const learner = await launchChromium();
  await signInOnPage(learner, "learner@example.com");

  const routes = [
    { label: "/login", url: `${base}/login`, browser: visitor },
    { label: "/", url: `${base}/`, browser: learner },
    { label: "/programs", url: `${base}/programs`, browser: learner },
    { label: "/course/c-intro", url: `${base}/course/c-intro`, browser: learner },
    { label: "/course-test/c-intro", url: `${base}/course-test/c-intro`, browser: learner },
    { label: "/tools", url: `${base}/tools`, browser: learner },
    { label: "/verify/{id}", url: `${base}/verify/${certificate}`, browser: visitor },
    { label: "hello app", url: `${helloBase}/`, browser: visitor, baseline: true },
    { label: "stack app", url: `${stackBase}/`, browser: visitor, baseline: true },
  ];
  const only = arg("only")?.split(",");
  const measured = only ? routes.filter((route) => route.baseline || only.includes(route.label)) : routes;

  const results = new Map(measured.map((route) => [route, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const route of measured) {
      const name = `${route.label.replace(/[^\w]+/g, "_").replace(/^_|_$/g, "") || "home"}-${run}`;
      process.stdout.write(`run ${run}/${RUNS} ${route.label}… `);
      const figures = await measure(route.browser, route.url, name);
      results.get(route).push(figures);
      console.log(`performance ${figures.performance}, LCP ${COLUMNS[2].format(figures.lcp)}`);
    }
  }

  const broken = [];
  const lines = [
    `| route | ${COLUMNS.map((column) => column.title).join(" | ")} |`,
    `|---|${COLUMNS.map(() => "---").join("|")}|`,
  ];
  for (const [route, runs] of results) {
    const medians = Object.fromEntries(COLUMNS.map(({ key }) => [key, median(runs.map((run) => run[key]))]));
    lines.push(`| ${route.label} | ${COLUMNS.map(({ key, format }) => format(medians[key])).join(" | ")} |`);
    if (route.baseline) continue;
    for (const [key, goal] of Object.entries(GOALS)) {
      if (!goal.ok(medians[key])) {
        const column = COLUMNS.find((c) => c.key === key);
        broken.push(`${route.label}: ${column.title} ${column.format(medians[key])}, goal ${goal.text}`);
      }
    }
    if (route.label === "/login" && medians.transferred > LOGIN_TRANSFER_GOAL)
      broken.push(`/login: transferred ${Math.round(medians.transferred / 1000)} kB, goal <= 200 kB`);
    for (const audit of new Set(runs.flatMap((run) => run.failing))) broken.push(`${route.label}: ${audit}`);
  }

  console.log(
    `\nLighthouse ${version}, mobile (simulated slow 4G, 4x CPU), cold cache, ${EDGE ? "over TLS with HTTP/2 (the edge)" : "over plain HTTP/1.1"}; median of ${RUNS} runs`,
  );
  console.log(
    `(transferred: Lighthouse's total byte weight, 1 kB = 1000 bytes; the machine's benchmark index: median ${Math.round(median(benchmarkIndexes))}, ${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))})\n`,
  );
  console.log(lines.join("\n"));
  const seconds = (ms) => (ms / 1000).toFixed(2);
  const paints = [...results].map(([route, runs]) => {
    const observed = runs.map((run) => run.observedFirstPaint);
    return `${route.label} ${seconds(median(observed))} s (${seconds(Math.min(...observed))}-${seconds(Math.max(...observed))})`;
  });
  console.log(`\nFirst paint of the unthrottled loads, median (range): ${paints.join(", ")}`);
  console.log("\nLargest paint of the unthrottled loads (what the simulated LCP waits for), median time:");
  for (const [route, runs] of results) console.log(`  ${route.label}: ${describeLargestPaint(runs)}`);
  console.log(`\nReports: ${reports}`);
  if (broken.length === 0) {
    console.log("\nEvery goal holds.");
  } else {
    console.log("\nGoals not met:");
    for (const line of broken) console.log(`  ${line}`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 2;
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch {}
  }
  for (const dir of ["campus", "hello", "stack"]) rmSync(join(work, dir), { recursive: true, force: true });
}
