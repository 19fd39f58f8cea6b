// `pnpm test:start`: the README's start command, checked as a newcomer runs it. `pnpm start` (scripts/start.mjs)
// on a free port and a database that lives as long as the process: it must build what is missing, serve the
// campus's first page and a ready API, sign the demo learner in, and stop cleanly on Ctrl-C. It prints the
// server's time to ready and its resident memory then, for the record; neither is judged here.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const root = resolve(import.meta.dirname, "../..");

const port = await new Promise((done) => {
  const server = createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = server.address();
    server.close(() => done(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const started = performance.now();
const start = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PGLITE_DATA_DIR: "memory://", DATABASE_URL: "" },
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
for (const stream of [start.stdout, start.stderr]) stream.on("data", (chunk) => (output += chunk));
const exited = new Promise((done) => start.on("exit", (code, signal) => done({ code, signal })));

function fail(message) {
  console.error(`${message}\n--- pnpm start said:\n${output.slice(-4000)}`);
  start.kill("SIGKILL");
  process.exit(1);
}

/** The resident memory of the server process (the start script's child), in MB. */
function serverMemory() {
  const children = readFileSync(`/proc/${start.pid}/task/${start.pid}/children`, "utf8").trim().split(/\s+/);
  const status = readFileSync(`/proc/${children[0]}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const deadline = Date.now() + 300_000;
for (;;) {
  if (start.exitCode !== null) fail(`pnpm start ended (${start.exitCode}) before the campus was ready.`);
  if (Date.now() > deadline) fail("The campus was not ready within five minutes.");
  const ready = await fetch(`${base}/api/ready`).catch(() => undefined);
  if (ready?.ok) break;
  await sleep(200);
}
const readyAfter = (performance.now() - started) / 1000;

const page = await fetch(`${base}/login`);
const html = await page.text();
if (!page.ok || !html.includes('<div id="root"')) fail(`GET /login answered ${page.status} without the campus's page.`);

// The built-in sign-in as the campus makes it: a PKCE challenge, the one-time code, its exchange for the session.
const verifier = randomBytes(32).toString("base64url");
const challenge = createHash("sha256").update(verifier).digest("base64url");
const call = (url, body) =>
  fetch(`${base}/api${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(body),
  });
const authorized = await call("/auth/authorize", {
  email: "learner@example.com",
  password: "campus-demo",
  codeChallenge: challenge,
  codeChallengeMethod: "S256",
  state: "start-check",
});
if (!authorized.ok) fail(`Signing the demo learner in answered ${authorized.status}: ${await authorized.text()}`);
const exchanged = await call("/auth/exchange-code", { code: (await authorized.json()).code, codeVerifier: verifier });
if (!exchanged.ok) fail(`The code's exchange answered ${exchanged.status}: ${await exchanged.text()}`);

console.log(
  `pnpm start: ready in ${readyAfter.toFixed(1)} s (builds included), server ${serverMemory().toFixed(0)} MB resident`,
);
start.kill("SIGINT");
const { code, signal } = await exited;
if (code !== 0) fail(`pnpm start ended with ${code ?? signal} on Ctrl-C, not 0.`);
console.log(`pnpm start on Node ${process.versions.node}: served /login, signed the demo learner in, stopped cleanly.`);
