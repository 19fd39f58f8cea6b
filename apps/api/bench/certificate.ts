/**
 * Certificate benchmark (not a test): how long the server's event loop is held up while it draws certificates.
 * A learner passes c-intro on a fresh in-memory demo database, then BENCH_ROUNDS (default 5) rounds of
 * BENCH_CONCURRENCY (default 20) concurrent certificate downloads are sent over loopback, and the event-loop
 * delay of the server's process (`monitorEventLoopDelay`, 1 ms resolution) is printed: p50, p99 and max.
 * A drawing that blocks the loop shows up in p99 as one drawing's time; one done in a worker thread does not.
 */
import { createHash, randomBytes } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config/config.js";
import { openPglite } from "../src/db/db.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/seed/demo.js";

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);

const config = loadConfig(
  { NODE_ENV: "test" },
  {
    csrfSecret: "bench",
    seed: "demo",
    logLevel: "silent",
    accessTokenSeconds: 3600,
    rateLimit: { max: 0, windowMs: 60_000 },
  },
);
const db = await openPglite("memory://");
const { app } = await buildApp(config, { db, logger: false });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

// Sign in through the real flow and pass the closed test, so that the course has a certificate to draw.
const verifier = randomBytes(32).toString("base64url");
const codeChallenge = createHash("sha256").update(verifier).digest("base64url");
const authorized = await app.inject({
  method: "POST",
  url: "/api/auth/authorize",
  payload: {
    email: DEMO_ACCOUNTS.learner,
    password: DEMO_PASSWORD,
    codeChallenge,
    codeChallengeMethod: "S256",
    state: "bench",
  },
});
const exchanged = await app.inject({
  method: "POST",
  url: "/api/auth/exchange-code",
  payload: { code: authorized.json().code, codeVerifier: verifier },
});
const jar = exchanged.cookies as { name: string; value: string }[];
const cookie = jar.map((c) => `${c.name}=${c.value}`).join("; ");
const csrf = jar.find((c) => c.name.endsWith("csrf_token"))?.value ?? "";
const headers = { cookie, "x-csrf-token": csrf, "content-type": "application/json" };
const answers = [
  { q: "c-intro-t-q1", a: ["c-intro-t-q1-a1"] },
  { q: "c-intro-t-q2", a: ["c-intro-t-q2-a1", "c-intro-t-q2-a2"] },
  { q: "c-intro-t-q3", a: ["c-intro-t-q3-a1"] },
  { q: "c-intro-t-q4", a: ["c-intro-t-q4-a1"] },
];
// The test opens once every lesson is completed (issue 40): the demo learner's c-intro lessons, in SQL as the
// bench sets up the rest.
await db.query(
  `insert into progress (id, user_id, course_id, lessons)
   select 'bench-' || u.id, u.id, 'c-intro',
     (select jsonb_object_agg(l.id, '{"completed": true}'::jsonb) from lessons l where l.course_id = 'c-intro')
   from users u where u.email = $1
   on conflict (user_id, course_id) do update set lessons = excluded.lessons`,
  [DEMO_ACCOUNTS.learner],
);
const checked = await fetch(`${address}/api/closed-test/check/c-intro`, {
  method: "POST",
  headers,
  body: JSON.stringify({ answers }),
});
if (!checked.ok) throw new Error(`The closed test check answered ${checked.status}`);

async function download(): Promise<number> {
  const response = await fetch(`${address}/api/course/generate-certificate/c-intro`, {
    method: "POST",
    headers,
    body: "{}",
  });
  if (!response.ok) throw new Error(`The certificate answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

// One unmeasured download first: fonts load and code warms up once, not in the measurement.
await download();

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
const started = performance.now();
let bytes = 0;
for (let round = 0; round < rounds; round++) {
  const sizes = await Promise.all(Array.from({ length: concurrency }, download));
  bytes += sizes.reduce((a, b) => a + b, 0);
}
const seconds = (performance.now() - started) / 1000;
histogram.disable();

const ms = (ns: number) => Math.round((ns / 1e6) * 10) / 10;
console.log(
  `${rounds} rounds of ${concurrency} concurrent certificate downloads in ${seconds.toFixed(2)} s ` +
    `(${Math.round((rounds * concurrency) / seconds)} a second, ${Math.round(bytes / rounds / concurrency / 1024)} KiB each)`,
);
console.log(
  `event-loop delay: p50 ${ms(histogram.percentile(50))} ms, p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms`,
);
await app.close();
await db.close();
