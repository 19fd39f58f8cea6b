import { type ChildProcess, spawn } from "node:child_process";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverArgs } from "./built-server.js";
import { useApp } from "./helpers.js";

/** What a load balancer relies on: health, readiness, request ids, and a SIGTERM that drains before it stops. */
const ctx = useApp();
const apiDir = join(import.meta.dirname, "..");
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

describe("health and readiness", () => {
  it("answer without a session, outside the call limit, and say the process is alive and ready", async () => {
    const health = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "alive" });
    const ready = await ctx.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok" } });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });
});

describe("request ids", () => {
  it("keep the balancer's x-request-id and send it back; make a random one otherwise", async () => {
    const kept = await ctx.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "lb-7f3a.42" } });
    expect(kept.headers["x-request-id"]).toBe("lb-7f3a.42");
    const made = [
      await ctx.app.inject({ method: "GET", url: "/api/health" }),
      await ctx.app.inject({ method: "GET", url: "/api/toolbar" }),
    ].map((answer) => answer.headers["x-request-id"]);
    for (const id of made) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(made[0]).not.toBe(made[1]);
    // An id that could forge a log line is replaced.
    const forged = await ctx.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": 'x" level=error msg="forged' },
    });
    expect(forged.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** The server as `pnpm start` runs it, on a free port, with the given drain grace. */
function startServer(graceMs: number): Promise<{ url: string; child: ChildProcess; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, serverArgs, {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: "",
      PGLITE_DATA_DIR: "memory://",
      PORT: "0",
      HOST: "127.0.0.1",
      SEED: "",
      CSRF_SECRET: "drain-test-csrf",
      DRAIN_GRACE_MS: String(graceMs),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = "";
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) resolve({ url: listening[1], child, exited });
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    exited.then((code) => reject(new Error(`The server ended (${code}) before listening:\n${output}`)));
  });
}

describe("SIGTERM", () => {
  it("fails readiness at once, keeps serving through the grace, lets a slow request finish, then exits 0", async () => {
    const { url, child, exited } = await startServer(1500);
    // A sign-in whose body trickles in over three seconds: in flight across the grace and the close.
    const slow = new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ email: "nobody@example.com", password: "x" });
      const request = httpRequest(
        `${url}/api/auth/authorize`,
        { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      request.write(body.slice(0, 10));
      setTimeout(() => request.end(body.slice(10)), 3000);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sentAt = Date.now();
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "draining" });
    // Still serving during the grace: a balancer that has not noticed yet loses nothing.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    // The slow request gets its answer (400: the body lacks fields), not a dropped connection.
    expect(await slow).toBe(400);
    expect(await exited).toBe(0);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1500);
  }, 90_000);
});
