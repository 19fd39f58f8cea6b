import { connect, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { type Db, openPostgres } from "../src/db/db.js";
import { agent, emptyPostgresDatabase, LEARNER, signIn, useApp } from "./helpers.js";

/**
 * A database that cannot be reached (its server restarting or stopped) is passing trouble, not a bug: calls answer
 * 503 with Retry-After in the campus's error shape, which its client waits out, and serve again once it is back.
 * On PostgreSQL the connections really go (a proxy in front of the server is stopped: open connections are cut and
 * new ones refused); PGlite has no connection to lose, so there the statements fail as a lost connection does.
 */
const onPostgres = process.env.CAMPUS_TEST_DB === "postgres";
const ctx = useApp();
let app: App;
let cut: () => Promise<void>;
let restore: () => Promise<void>;
let close = async () => {};

/** A TCP proxy to PostgreSQL that can be stopped (cutting every connection through it) and started again. */
async function proxyTo(target: URL): Promise<{ url: string }> {
  const sockets = new Set<Socket>();
  let server: Server;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      }).listen(port, "127.0.0.1", () => resolve((server.address() as { port: number }).port));
    });
  const port = await listen(0);
  cut = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  };
  restore = async () => {
    await listen(port);
  };
  close = cut;
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return { url: url.toString() };
}

/** The PGlite database as a lost connection leaves it: every statement fails as node-postgres reports it. */
function failing(db: Db): Db {
  let down = false;
  cut = async () => {
    down = true;
  };
  restore = async () => {
    down = false;
  };
  const lost = () => Promise.reject(new Error("Connection terminated unexpectedly"));
  return {
    ...db,
    query: (sql, params) => (down ? lost() : db.query(sql, params)),
    transaction: (work) => (down ? lost() : db.transaction(work)),
    close: async () => {},
  };
}

let database: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;
beforeAll(async () => {
  let db: Db;
  if (onPostgres) {
    database = await emptyPostgresDatabase("campus_lost");
    db = await openPostgres((await proxyTo(new URL(database.url))).url);
  } else {
    db = failing(ctx.db);
  }
  app = (await buildApp(ctx.config, { db, logger: false })).app;
  await app.ready();
  const closeDb = db.close;
  const closeProxy = close;
  close = async () => {
    await app.close();
    await closeDb();
    await closeProxy();
  };
}, 120_000);
afterAll(async () => {
  await close();
  await database?.drop();
}, 60_000);

describe("a lost database", () => {
  it("answers 503 with Retry-After in the campus's error shape, then serves again once it is back", async () => {
    const learner = await signIn(app, LEARNER);
    expect((await learner.get("/api/toolbar")).statusCode).toBe(200);
    await cut();
    const answers = [
      await learner.get("/api/toolbar"),
      await learner.put("/api/auth/preferences", { theme: "light" }),
      await agent(app).post("/api/auth/authorize", {
        email: LEARNER,
        password: "x",
        codeChallenge: "a".repeat(43),
        codeChallengeMethod: "S256",
        state: "s",
      }),
    ];
    await restore();
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(answer.json()).toEqual({
        statusCode: 503,
        error: "Service Unavailable",
        message: expect.stringContaining("try again"),
      });
    }
    // The pool makes new connections for the ones cut.
    expect((await learner.get("/api/toolbar")).statusCode).toBe(200);
  }, 60_000);
});
