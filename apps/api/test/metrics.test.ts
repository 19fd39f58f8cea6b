import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { serveMetrics } from "../src/plugins/metrics.js";
import { LEARNER, signIn, useApp } from "./helpers.js";

/** What an operator's Prometheus reads from a process, on its own loopback port. */
const ctx = useApp();

describe("metrics", () => {
  it("count requests by route pattern, method and status, with the pool and the password-check queue", async () => {
    const { app, metrics } = await buildApp(ctx.config, { db: ctx.db, logger: false });
    try {
      const learner = await signIn(app, LEARNER);
      await learner.get("/api/toolbar");
      await learner.get("/api/tools/t-chatassist");
      await learner.get("/api/tools/no-such-tool");
      const text = await metrics.metrics();
      expect(text).toMatch(
        /campus_http_request_duration_seconds_count\{route="\/api\/toolbar",method="GET",status="200"\} 1/,
      );
      // The route's pattern, not the address: ids do not multiply the series.
      expect(text).toMatch(
        /campus_http_request_duration_seconds_count\{route="\/api\/tools\/:id",method="GET",status="404"\} 1/,
      );
      expect(text).not.toMatch(/no-such-tool/);
      expect(text).toMatch(/campus_password_checks\{state="running"\} 0/);
      expect(text).toMatch(/campus_password_checks\{state="waiting"\} 0/);
      expect(text).toMatch(/campus_nodejs_eventloop_lag_p99_seconds/);
      if (ctx.db.kind === "postgres") expect(text).toMatch(/campus_db_pool_connections\{state="total"\} \d+/);
    } finally {
      await app.close();
    }
  });

  it("are served at /metrics on their own loopback port, and nothing else is", async () => {
    const { app, metrics } = await buildApp(ctx.config, { db: ctx.db, logger: false });
    const server = await serveMetrics(metrics, 0);
    try {
      const address = server.address();
      if (!address || typeof address === "string") throw new Error("no port");
      expect(address.address).toBe("127.0.0.1");
      const answer = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await answer.text()).toMatch(/campus_process_cpu_seconds_total/);
      expect((await fetch(`http://127.0.0.1:${address.port}/`)).status).toBe(404);
      // Not on the public port.
      expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    } finally {
      server.close();
      await app.close();
    }
  });
});
