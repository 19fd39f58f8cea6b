import { createServer, type Server } from "node:http";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PasswordChecks } from "../auth/password-checks.js";
import type { Db } from "../db/db.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The process's Prometheus registry, served by `serveMetrics` on the private port. */
    metrics: Registry;
  }
}

/**
 * The process's Prometheus metrics: requests by route, method and status with their latency, the database pool,
 * the password-check queue, and Node's own (event-loop delay, memory, garbage collection, handles). Read from a
 * separate loopback port (METRICS_PORT), never the public one: they name routes and load, which is the operator's.
 */
export default fp<{ db: Db; passwordChecks: PasswordChecks }>(
  async function metrics(app, { db, passwordChecks }) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: "campus_" });
    const duration = new Histogram({
      name: "campus_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by route (the route's pattern, not the address), method and status.",
      labelNames: ["route", "method", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    new Gauge({
      name: "campus_password_checks",
      help: "Password checks running and waiting in this process.",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        this.set({ state: "running" }, passwordChecks.running);
        this.set({ state: "waiting" }, passwordChecks.waiting);
      },
    });
    new Gauge({
      name: "campus_db_pool_connections",
      help: "PostgreSQL pool connections: total, idle, and requests waiting for one (PGlite: none).",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const pool = db.poolStats?.();
        if (!pool) return;
        this.set({ state: "total" }, pool.total);
        this.set({ state: "idle" }, pool.idle);
        this.set({ state: "waiting" }, pool.waiting);
      },
    });
    app.addHook("onResponse", async (request, reply) => {
      // Unknown addresses all count as one route, so a scan cannot grow the metrics without bound.
      const route = request.routeOptions.url ?? "unknown";
      duration.observe({ route, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });
    app.decorate("metrics", registry);
  },
  { name: "metrics" },
);

/** Serves the registry at `/metrics` on the given loopback port; resolves once it listens. */
export async function serveMetrics(registry: Registry, port: number, host = "127.0.0.1"): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return server;
}
