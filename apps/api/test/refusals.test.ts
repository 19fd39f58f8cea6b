import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { type Config, ConfigError, loadConfig } from "../src/config/config.js";
import { agent, LEARNER, NEWCOMER, signIn, useApp } from "./helpers.js";

const ctx = useApp();

const started: App[] = [];
afterAll(async () => {
  await Promise.all(started.map((app) => app.close()));
});

/** A server on this file's database with some of its configuration changed, listening on a free port. */
async function serverWith(overrides: Partial<Config> = {}): Promise<{ app: App; port: number }> {
  const { app } = await buildApp({ ...ctx.config, seed: undefined, ...overrides }, { db: ctx.db, logger: false });
  started.push(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, port: (app.server.address() as AddressInfo).port };
}

const MB = 1024 * 1024;

/**
 * Starts a 20 MB upload and never finishes it: 64 KB every 10 ms until the server answers, 4 MB at most. Resolves
 * when the connection closes (the client gives up after 5 s) with the answer, the bytes sent, the bytes the server
 * read and when the server ended the connection.
 */
function unfinishedUpload(app: App, port: number, path: string, type = "application/json") {
  return new Promise<{ answer: string; sent: number; serverRead: number; endedAfterMs: number }>((resolve) => {
    let server: net.Socket | undefined;
    app.server.once("connection", (socket: net.Socket) => {
      server = socket;
    });
    const socket = net.connect(port, "127.0.0.1");
    const opened = Date.now();
    let endedAfterMs = Number.POSITIVE_INFINITY;
    socket.on("end", () => {
      endedAfterMs = Date.now() - opened;
    });
    let answer = "";
    let sent = 0;
    socket.write(
      `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: ${type}\r\ncontent-length: ${20 * MB}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, " ");
    const writing = setInterval(() => {
      if (answer || sent >= 4 * MB || socket.destroyed) return;
      socket.write(chunk);
      sent += chunk.length;
    }, 10);
    const giveUp = setTimeout(() => socket.destroy(), 5000);
    socket.on("data", (data) => {
      answer += data;
    });
    // Writing after the server closed may end in a reset; what was answered before it counts.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(writing);
      clearTimeout(giveUp);
      setTimeout(() => resolve({ answer, sent, serverRead: server?.bytesRead ?? -1, endedAfterMs }), 50);
    });
  });
}

describe("a call without a session", () => {
  it("is refused at its headers: a 20 MB upload to a signed-in call gets its 401 without being read", async () => {
    const { app, port } = await serverWith();
    const upload = await unfinishedUpload(
      app,
      port,
      "/api/course-exams/create-exam-submit",
      "multipart/form-data; boundary=answer",
    );
    const { answer, sent, serverRead } = upload;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('"message":"Sign-in required."');
    // The server ends the connection with the answer, so Node does not read the rest of the body to reuse it.
    expect(upload.endedAfterMs).toBeLessThan(4000);
    expect(sent).toBeLessThan(MB);
    expect(serverRead).toBeGreaterThan(0);
    expect(serverRead).toBeLessThan(MB);
  });
});

describe("a refused upload's connection", () => {
  it("ends without a reset when the upload's bytes already sent are still unread, so the client reads its 401", async () => {
    const { port } = await serverWith();
    // Headers and 16 MB of body at once, more than the server reads before it answers; then the client only listens.
    const outcome = await new Promise<{ answer: string; error: string | undefined }>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      let answer = "";
      let error: string | undefined;
      socket.write(
        `POST /api/course-exams/create-exam-submit HTTP/1.1\r\nhost: 127.0.0.1\r\n` +
          `content-type: multipart/form-data; boundary=answer\r\ncontent-length: ${20 * MB}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(16 * MB, " "));
      socket.on("data", (data) => {
        answer += data;
      });
      socket.on("error", (failure: NodeJS.ErrnoException) => {
        error = failure.code;
      });
      socket.on("close", () => resolve({ answer, error }));
      setTimeout(() => socket.destroy(), 5000).unref();
    });
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 401 /);
    // Closed outright, the server's unread bytes make the system reset the connection: EPIPE or ECONNRESET here.
    expect(outcome.error).toBeUndefined();
  });
});

describe("a refusal before the body is read, on a kept-alive connection", () => {
  it("says Connection: close, so a keep-alive client sends its next request on a new connection and gets its answer", async () => {
    const { port } = await serverWith();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const send = (method: string, path: string, body?: string, bodyDelayMs = 0) =>
        new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
          const request = http.request(
            {
              host: "127.0.0.1",
              port,
              method,
              path,
              agent,
              headers: body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {},
            },
            (answer) => {
              let text = "";
              answer.on("data", (chunk) => {
                text += chunk;
              });
              answer.on("end", () =>
                resolve({ status: answer.statusCode ?? 0, connection: answer.headers.connection, body: text }),
              );
            },
          );
          request.on("error", reject);
          if (!body) request.end();
          else setTimeout(() => request.end(body), bodyDelayMs);
        });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        // A signed-in call without a session: refused at its headers, while its body is still on the way.
        const refused = await send("POST", "/api/course/add-promptbook-item", JSON.stringify({ prompt: "x" }), 100);
        expect(refused.status).toBe(401);
        expect(refused.connection).toBe("close");
        // The next request on the same agent is answered.
        statuses.push((await send("GET", "/api/health")).status);
      }
      expect(statuses).toEqual(Array(10).fill(200));
      // A request whose body was read keeps its connection.
      const kept = await send("GET", "/api/health");
      expect(kept.connection).toBe("keep-alive");
    } finally {
      agent.destroy();
    }
  });
});

describe("timeouts", () => {
  it("have defaults and are read from the environment", () => {
    const quiet = { csrfSecret: "test" };
    expect(loadConfig({}, quiet).timeouts).toEqual({
      requestMs: 120_000,
      connectionMs: 60_000,
      keepAliveMs: 72_000,
      drainGraceMs: 10_000,
    });
    const env = {
      REQUEST_TIMEOUT_MS: "30000",
      CONNECTION_TIMEOUT_MS: "1500",
      KEEP_ALIVE_TIMEOUT_MS: "5000",
      DRAIN_GRACE_MS: "0",
    };
    expect(loadConfig(env, quiet).timeouts).toEqual({
      requestMs: 30_000,
      connectionMs: 1500,
      keepAliveMs: 5000,
      drainGraceMs: 0,
    });
    expect(() => loadConfig({ CONNECTION_TIMEOUT_MS: "soon" }, quiet)).toThrow(ConfigError);
    expect(() => loadConfig({ CONNECTION_TIMEOUT_MS: "soon" }, quiet)).toThrow(/CONNECTION_TIMEOUT_MS/);
  });

  it("apply to the server: a connection that sends nothing is closed after the connection timeout", async () => {
    const { app, port } = await serverWith({
      timeouts: { requestMs: 5000, connectionMs: 300, keepAliveMs: 2000, drainGraceMs: 0 },
    });
    expect(app.server.requestTimeout).toBe(5000);
    expect(app.server.keepAliveTimeout).toBe(2000);
    const idle = net.connect(port, "127.0.0.1");
    const opened = Date.now();
    await new Promise((resolve) => idle.once("close", resolve));
    const closedAfter = Date.now() - opened;
    expect(closedAfter).toBeGreaterThanOrEqual(250);
    expect(closedAfter).toBeLessThan(3000);
  });
});

describe("the rate limit of calls", () => {
  it("is generous by default and configurable", () => {
    const quiet = { csrfSecret: "test" };
    expect(loadConfig({}, quiet).rateLimit).toEqual({ max: 600, windowMs: 60_000 });
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: "0" }, quiet).rateLimit.max).toBe(0);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: "many" }, quiet)).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it("counts a session's calls apart from another session's, answers 429 with Retry-After, and counts the others by address", async () => {
    const { app } = await serverWith({ rateLimit: { max: 5, windowMs: 60_000 } });
    // Two sign-ins: four public calls from this address.
    const learner = await signIn(app, LEARNER);
    const newcomer = await signIn(app, NEWCOMER);
    for (let i = 0; i < 5; i++) expect((await learner.get("/api/auth/get-user-data")).statusCode).toBe(200);
    const refused = await learner.get("/api/auth/get-user-data");
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: "Too Many Requests",
      message: `Too many calls: try again in ${retryAfter} seconds.`,
    });
    // Another learner from the same address has their own count.
    expect((await newcomer.get("/api/auth/get-user-data")).statusCode).toBe(200);

    // Public calls count by address: the fifth from here is answered, the sixth refused, another address's not.
    const anonymous = agent(app);
    expect((await anonymous.post("/api/auth/refresh-token")).statusCode).toBe(401);
    expect((await anonymous.post("/api/auth/refresh-token")).statusCode).toBe(429);
    const elsewhere = await app.inject({
      method: "POST",
      url: "/api/auth/refresh-token",
      remoteAddress: "192.0.2.7",
      headers: { "content-type": "application/json" },
      payload: {},
    });
    expect(elsewhere.statusCode).toBe(401);
    // What is not a call (the API document) is not counted.
    for (let i = 0; i < 3; i++) expect((await anonymous.get("/api/docs/openapi.json")).statusCode).toBe(200);
  });
});
