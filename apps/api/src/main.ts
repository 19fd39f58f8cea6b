import type { Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { type App, buildApp } from "./app.js";
import { type Config, ConfigError, loadConfig } from "./config/config.js";
import { DataDirInUse } from "./db/data-dir-lock.js";
import type { Drain } from "./plugins/drain.js";
import { serveMetrics } from "./plugins/metrics.js";

// Ctrl-C reaches this process and its launchers (pnpm, tsx, scripts/start.mjs) at once, and a launcher may pass
// it on again: a repeated signal must not end the process while the database closes or migrates (a PGlite data
// directory left half-written would not open again). So the handlers stay installed from the first line on.
let app: App | undefined;
let drain: Drain | undefined;
let config: Config | undefined;
let metricsServer: Server | undefined;
let stopping = false;

/**
 * SIGTERM (a rollout, a scale-down) drains: readiness fails at once while the process keeps serving for the grace
 * period, so the balancer stops sending it requests first; then it stops accepting connections and waits for the
 * requests in flight, each up to its own timeout, before it exits. Ctrl-C (SIGINT) skips the grace.
 */
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  // Still starting: buildApp's end sees `stopping` and closes what it opened.
  if (!app || !config) return;
  const { drainGraceMs, requestMs } = config.timeouts;
  const grace = signal === "SIGTERM" ? drainGraceMs : 0;
  app.log.info({ signal, graceMs: grace }, "draining");
  drain?.start();
  if (grace > 0) await sleep(grace);
  app.log.info("closing: no new connections, waiting for requests in flight");
  setTimeout(() => process.exit(1), requestMs + 5000).unref();
  metricsServer?.close();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app?.log.error({ err: error }, "stopping failed");
      process.exit(1);
    },
  );
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, (received) => void stop(received));

try {
  config = loadConfig();
  const built = await buildApp(config);
  app = built.app;
  drain = built.drain;
  if (stopping) {
    await app.close();
    process.exit(0);
  }
  app.log.info({ database: built.db.kind, seed: config.seed ?? "none" }, "database ready");
  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort !== undefined) {
    // Loopback only: the metrics are the operator's, read by a Prometheus on the same machine or through a tunnel.
    metricsServer = await serveMetrics(built.metrics, config.metricsPort);
    app.log.info({ address: metricsServer.address() }, "metrics at /metrics");
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  if (error instanceof DataDirInUse) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
