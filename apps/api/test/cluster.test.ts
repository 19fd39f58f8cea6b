import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, startCluster } from "../../../scripts/cluster.mjs";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/seed/demo.js";
import { emptyPostgresDatabase, pkce } from "./helpers.js";

/**
 * The campus as an organization runs it: two processes on one PostgreSQL and one Redis behind HAProxy (Debian's),
 * started together on an empty database. Learners keep working while a process is rolled (SIGTERM, restart), the
 * call limit counts once across both, and a burst of sign-ins is refused with 503 rather than stalling everything
 * else. Runs where DATABASE_URL and REDIS_URL are set (CI sets both; see vitest.config.ts).
 */
const CALL_LIMIT = 40;
let cluster: Cluster;
/** What the supervision said (a restart, a give-up). */
const supervision: string[] = [];
let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>;

beforeAll(async () => {
  database = await emptyPostgresDatabase("campus_cluster");
  cluster = await startCluster({
    size: 2,
    report: (text) => supervision.push(text),
    env: {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? "",
      REDIS_PREFIX: `${database.name}:`,
      SEED: "demo",
      CSRF_SECRET: "cluster-test-csrf-secret",
      RATE_LIMIT_PER_MINUTE: String(CALL_LIMIT),
      // The throttle per account and address would answer the sign-in burst first.
      SIGN_IN_LIMIT: "100000",
      DRAIN_GRACE_MS: "2000",
      LOG_LEVEL: "warn",
    },
  });
}, 240_000);

afterAll(async () => {
  await cluster?.close();
  await database?.drop();
}, 60_000);

/** A learner's session through the proxy: the real sign-in (PKCE code, then its exchange). */
async function signIn(email: string): Promise<{ cookie: string; csrf: string }> {
  const { verifier, challenge } = pkce();
  const authorized = await fetch(`${cluster.url}/api/auth/authorize`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD,
      codeChallenge: challenge,
      codeChallengeMethod: "S256",
      state: "s",
    }),
  });
  expect(authorized.status).toBe(200);
  const { code } = (await authorized.json()) as { code: string };
  const exchanged = await fetch(`${cluster.url}/api/auth/exchange-code`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code, codeVerifier: verifier }),
  });
  expect(exchanged.status).toBe(200);
  const cookies = new Map(exchanged.headers.getSetCookie().map((c) => c.split(";")[0]?.split("=") as [string, string]));
  return { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "), csrf: cookies.get("campus_csrf_token") ?? "" };
}

/**
 * A call sent the way browsers send it: a connection kept alive from earlier calls may be closed by the other side
 * just as a call goes out on it, and a browser then sends the call again on a new connection (it got no answer, so
 * nothing was done). Node's fetch does not, and the burst below goes out on the connections the tests before it
 * kept alive.
 */
async function fetchAsBrowsers(url: string, onResend: () => void, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code !== "UND_ERR_SOCKET") throw error;
    onResend();
    return fetch(url, init);
  }
}

const get = (session: { cookie: string }, path: string) =>
  fetch(`${cluster.url}${path}`, { headers: { cookie: session.cookie } });

describe("a campus of two processes behind HAProxy", () => {
  it("came up on an empty database started together, and answers with the balancer's request id", async () => {
    const ready = await fetch(`${cluster.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/i);
  });

  it("names the campus by its public address in every process, not by a process's own", async () => {
    const staff = await signIn(DEMO_ACCOUNTS.staff);
    const links: string[] = [];
    // Round robin: two calls reach both processes.
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${cluster.url}/api/staff/handoff-links`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: staff.cookie, "x-csrf-token": staff.csrf },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.learner, path: "/course/c-intro" }),
      });
      expect(answer.status).toBe(200);
      links.push(((await answer.json()) as { url: string }).url);
    }
    for (const link of links) expect(new URL(link).origin).toBe(cluster.url);
  });

  it("starts a process that was killed again, and says so", async () => {
    const killed = cluster.processes[1];
    if (!killed) throw new Error("no process");
    const pid = killed.pid;
    process.kill(pid ?? 0, "SIGKILL");
    const deadline = Date.now() + 60_000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      if (killed.pid === pid) continue;
      ready = await fetch(`http://127.0.0.1:${killed.port}/api/ready`).then(
        (answer) => answer.ok,
        () => false,
      );
    }
    expect(ready).toBe(true);
    expect(killed.pid).not.toBe(pid);
    expect(supervision.join("\n")).toContain(`port ${killed.port} ended (killed by SIGKILL): starting it again`);
    await cluster.untilChecked();
  }, 90_000);

  it("loses no request while one process is stopped with SIGTERM and started again", async () => {
    // Four learners, each well under the call limit: 4 x 36 calls.
    const sessions = await Promise.all(
      [DEMO_ACCOUNTS.learner, DEMO_ACCOUNTS.tester, DEMO_ACCOUNTS.writer, DEMO_ACCOUNTS.restricted].map(signIn),
    );
    const paths = ["/api/toolbar", "/api/homepage-data", "/api/course/c-intro", "/api/modules"];
    const failures: string[] = [];
    let sent = 0;
    const load = Promise.all(
      sessions.map(async (session, s) => {
        for (let i = 0; i < 36; i++) {
          const path = paths[(i + s) % paths.length] as string;
          sent += 1;
          try {
            const answer = await get(session, path);
            const body = await answer.text();
            if (answer.status !== 200) failures.push(`${path}: ${answer.status} ${body.slice(0, 120)}`);
          } catch (error) {
            failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
      }),
    );
    const rolled = cluster.processes[0];
    if (!rolled) throw new Error("no process");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stoppedAt = Date.now();
    expect(await rolled.stop("SIGTERM")).toBe(0);
    const drainedInMs = Date.now() - stoppedAt;
    await rolled.start();
    await cluster.untilChecked();
    await load;
    console.info(`cluster: ${sent} requests, ${failures.length} failed, the process drained in ${drainedInMs} ms`);
    expect(failures).toEqual([]);
    expect(sent).toBe(144);
    expect(drainedInMs).toBeGreaterThanOrEqual(2000);
  }, 120_000);

  it("counts one session's calls once across both processes", async () => {
    const session = await signIn(DEMO_ACCOUNTS.staff);
    const statuses: number[] = [];
    for (let i = 0; i < CALL_LIMIT + 5; i++) statuses.push((await get(session, "/api/toolbar")).status);
    // Round robin sent half the calls to each process: each alone would have let all of them through.
    expect(statuses.filter((status) => status === 200)).toHaveLength(CALL_LIMIT);
    expect(statuses.slice(CALL_LIMIT)).toEqual([429, 429, 429, 429, 429]);
  }, 60_000);

  it("answers a burst of sign-ins beyond the password checks with 503, while files are still served", async () => {
    let resent = 0;
    const burst = Array.from({ length: 120 }, (_, i) =>
      fetchAsBrowsers(`${cluster.url}/api/auth/authorize`, () => resent++, {
        method: "POST",
        // As many learners as sign-ins (a school's first lesson), each under its own call limit.
        headers: { "content-type": "application/json", "x-forwarded-for": `10.1.${i >> 8}.${i & 255}` },
        body: JSON.stringify({
          email: `nobody-${i}@example.com`,
          password: "wrong",
          codeChallenge: "a".repeat(43),
          codeChallengeMethod: "S256",
          state: "s",
        }),
      }).then((answer) => answer.status),
    );
    // A file asked for while the burst is being checked is answered (it waited six seconds behind forty checks).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const askedAt = Date.now();
    const file = await fetch(`${cluster.url}/api/media/logo.png`);
    expect(file.status).toBe(200);
    await file.arrayBuffer();
    const fileMs = Date.now() - askedAt;
    const statuses = await Promise.all(burst);
    expect(new Set(statuses)).toEqual(new Set([401, 503]));
    const refused = statuses.filter((status) => status === 503).length;
    console.info(
      `cluster: ${statuses.length} sign-ins at once, ${refused} answered 503 (${resent} sent again on a new connection); a file meanwhile in ${fileMs} ms`,
    );
    expect(refused).toBeGreaterThan(0);
  }, 120_000);
});
