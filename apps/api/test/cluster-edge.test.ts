import { spawn } from "node:child_process";
import { request } from "node:http";
import { connect, createServer, type Server, type Socket } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, startCluster } from "../../../scripts/cluster.mjs";
import { ensureDebianPackage } from "../../../scripts/debian-package.mjs";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/seed/demo.js";
import { emptyPostgresDatabase, pkce } from "./helpers.js";

/**
 * The edge a public campus needs (scripts/haproxy-config.mjs): a change that reached a process which then died is
 * not sent again to another (it would be applied twice), a client holding hundreds of slow connections does not
 * keep learners out, one address's request rate is bounded, and HAProxy's own refusals are JSON in the campus's
 * error shape (those it makes before reading a request, a 400 or 408, are HTML in HAProxy 2.6: see the README). Two processes on PostgreSQL
 * and Redis; runs where DATABASE_URL and REDIS_URL are set, beside the other cluster tests (see vitest.config.ts).
 * Every address is a loopback one.
 */
const slowhttptest = "/usr/bin/slowhttptest";
/** Learners reach the edge from another loopback address than the slow client: the edge counts per address. */
const LEARNER_ADDRESS = "127.0.0.2";
/** Requests one address may make in 10 s: lower than the default, so that the test reaches it quickly. */
const REQUESTS_PER_10S = 200;
let cluster: Cluster;
let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
let sql: pg.Client;

beforeAll(async () => {
  ensureDebianPackage({ pkg: "slowhttptest", binary: slowhttptest });
  database = await emptyPostgresDatabase("campus_edge");
  cluster = await startCluster({
    size: 2,
    // Fewer slots than the audit's edge had (4096), so that a slow client's bounded run here would fill them all.
    limits: { maxConnections: 400, connectionsPerAddress: 150, requestsPer10s: REQUESTS_PER_10S },
    env: {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? "",
      REDIS_PREFIX: `${database.name}:`,
      SEED: "demo",
      CSRF_SECRET: "cluster-edge-test-csrf-secret",
      SIGN_IN_LIMIT: "100000",
      DRAIN_GRACE_MS: "1000",
      LOG_LEVEL: "warn",
    },
  });
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 240_000);

afterAll(async () => {
  await sql?.end();
  await cluster?.close();
  await database?.drop();
}, 60_000);

/**
 * Stands in for a process on its port, passing requests to `target`, until a request whose first line starts with
 * `dies` has been answered there: then it closes the edge's connection without the answer and stops listening,
 * as a process killed after doing the work and before answering does.
 */
function dyingProcess(port: number, target: number, dies: string): Promise<{ died: Promise<void>; stop(): void }> {
  const sockets = new Set<Socket>();
  let server: Server;
  let died: () => void;
  const stop = () => {
    server.close();
    for (const socket of sockets) socket.destroy();
  };
  return new Promise((resolve) => {
    server = createServer((edge) => {
      const upstream = connect(target, "127.0.0.1");
      let doomed = false;
      for (const socket of [edge, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      edge.on("data", (chunk: Buffer) => {
        if (chunk.toString("latin1").startsWith(dies)) doomed = true;
        upstream.write(chunk);
      });
      upstream.on("data", (chunk: Buffer) => {
        if (!doomed) return edge.write(chunk);
        stop();
        died();
      });
    });
    server.listen(port, "127.0.0.1", () => resolve({ died: new Promise<void>((done) => (died = done)), stop }));
  });
}

const authorize = () => {
  const { challenge } = pkce();
  return fetch(`${cluster.url}/api/auth/authorize`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: DEMO_ACCOUNTS.writer,
      password: DEMO_PASSWORD,
      codeChallenge: challenge,
      codeChallengeMethod: "S256",
      state: "s",
    }),
  });
};
const codes = async () =>
  Number(
    (
      await sql.query(
        "select count(*) as n from auth_codes join users on users.id = auth_codes.user_id where users.email = $1",
        [DEMO_ACCOUNTS.writer],
      )
    ).rows[0].n,
  );

/** Runs `work` while the first process is replaced by one that dies after the work of a `dies` request. */
async function withDyingProcess<T>(dies: string, work: (died: Promise<void>) => Promise<T>): Promise<T> {
  const [first, second] = cluster.processes;
  if (!first || !second) throw new Error("two processes expected");
  expect(await first.stop("SIGTERM")).toBe(0);
  const stand = await dyingProcess(first.port, second.port, dies);
  await cluster.untilChecked();
  try {
    return await work(stand.died);
  } finally {
    stand.stop();
    await first.start();
    await cluster.untilChecked();
  }
}

describe("the campus's edge", () => {
  it("applies a change once when its process dies after the write, before the answer; the client gets a JSON 502", async () => {
    const before = await codes();
    const answers = await withDyingProcess("POST /api/auth/authorize", async (died) => {
      // Round robin: one of the first two reaches the dying process; later ones find it down.
      const statuses: { status: number; body: string; headers: Headers }[] = [];
      for (let i = 0; i < 4; i++) {
        const answer = await authorize();
        statuses.push({ status: answer.status, body: await answer.text(), headers: answer.headers });
      }
      await died;
      return statuses;
    });
    const applied = (await codes()) - before;
    const lost = answers.filter((answer) => answer.status === 502);
    console.info(
      `cluster edge: ${answers.length} sign-ins, ${lost.length} answered 502 by the edge, ${applied} codes written`,
    );
    // The one whose answer was lost was applied once: no second code from a re-send to the other process.
    expect(lost).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(applied).toBe(4);
    const [refusal] = lost;
    expect(JSON.parse(refusal?.body ?? "")).toEqual({
      statusCode: 502,
      error: "Bad Gateway",
      message: expect.stringContaining("try again"),
    });
    expect(refusal?.headers.get("content-type")).toBe("application/json");
    expect(refusal?.headers.get("x-content-type-options")).toBe("nosniff");
    expect(refusal?.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(refusal?.headers.get("strict-transport-security")).toContain("max-age=");
  }, 120_000);

  it("still sends a GET again to another process when its process died before answering", async () => {
    const statuses = await withDyingProcess("GET /api/health", async (died) => {
      const answers: number[] = [];
      for (let i = 0; i < 4; i++) answers.push((await fetch(`${cluster.url}/api/health`)).status);
      await died;
      return answers;
    });
    expect(statuses).toEqual([200, 200, 200, 200]);
  }, 120_000);

  it("refuses an address past its request rate with 429, in the campus's JSON error shape", async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < REQUESTS_PER_10S + 5; i++)
      answers.push(await askFrom("127.0.0.3", `${cluster.url}/api/health`));
    expect(answers.slice(0, REQUESTS_PER_10S).every((answer) => answer.status === 200)).toBe(true);
    const refused = answers.at(-1);
    expect(refused?.status).toBe(429);
    expect(refused?.headers["retry-after"]).toBe("5");
    expect(refused?.headers["content-type"]).toBe("application/json");
    expect(refused?.headers["x-content-type-options"]).toBe("nosniff");
    expect(JSON.parse(refused?.body ?? "")).toEqual({
      statusCode: 429,
      error: "Too Many Requests",
      message: expect.stringContaining("try again"),
    });
    // Another address is not held back by this one.
    expect((await askFrom(LEARNER_ADDRESS, `${cluster.url}/api/health`)).status).toBe(200);
  }, 60_000);

  it("keeps serving learners while one client holds a thousand slow connections (slowhttptest)", async () => {
    // Slowloris: 1,000 connections opened at 250 a second, each sending one more header line every 10 s, for 15 s.
    const attack = spawn(
      slowhttptest,
      ["-H", "-c", "1000", "-r", "250", "-i", "10", "-l", "15", "-p", "2", "-u", `${cluster.url}/api/health`],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let report = "";
    attack.stdout.on("data", (chunk) => {
      report = (report + chunk.toString()).slice(-4000);
    });
    const ended = new Promise<void>((resolve) => attack.on("exit", () => resolve()));
    const guard = setTimeout(() => attack.kill("SIGKILL"), 40_000);
    try {
      // Once the slow connections are all open, learners ask on new connections of their own.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const results: string[] = [];
      for (let i = 0; i < 20; i++) {
        const started = Date.now();
        const { status } = await askFrom(LEARNER_ADDRESS, `${cluster.url}/api/health`);
        results.push(`${status} in ${Date.now() - started} ms`);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      await ended;
      const served = results.filter((result) => result.startsWith("200 ")).length;
      console.info(`cluster edge: under slowhttptest, ${served} of ${results.length} learner requests answered`);
      console.info(
        report
          .split("\n")
          .filter((line) => /closed|pending|connected|available/.test(line))
          .slice(-5)
          .join("\n"),
      );
      expect(results.filter((result) => !result.startsWith("200 "))).toEqual([]);
    } finally {
      clearTimeout(guard);
      attack.kill("SIGKILL");
    }
  }, 90_000);
});

interface Answer {
  status: number | string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET on a new connection from the given loopback address: its answer, or as status what went wrong. */
function askFrom(localAddress: string, url: string, timeoutMs = 3000): Promise<Answer> {
  return new Promise((resolve) => {
    const failed = (why: string) => resolve({ status: why, headers: {}, body: "" });
    const asked = request(url, { localAddress, agent: false, timeout: timeoutMs }, (answer) => {
      let body = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk: string) => {
        body += chunk;
      });
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    asked.on("timeout", () => {
      asked.destroy();
      failed("timed out");
    });
    asked.on("error", (error) => failed(error.message));
    asked.end();
  });
}
