import { type App, buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { DataDirInUse } from "./db/data-dir-lock.js";

// Ctrl-C reaches this process and its launchers (pnpm, tsx, scripts/start.mjs) at once, and a launcher may pass
// it on again: a repeated signal must not end the process while the database closes or migrates (a PGlite data
// directory left half-written would not open again). So the handlers stay installed from the first line on.
let app: App | undefined;
let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app?.log.info({ signal }, "stopping");
  setTimeout(() => process.exit(1), 10_000).unref();
  // Still starting: buildApp's end sees `stopping` and closes what it opened.
  if (!app) return;
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app?.log.error({ err: error }, "stopping failed");
      process.exit(1);
    },
  );
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);

try {
  const config = loadConfig();
  const built = await buildApp(config);
  app = built.app;
  if (stopping) {
    await app.close();
    process.exit(0);
  }
  app.log.info({ database: built.db.kind, seed: config.seed ?? "none" }, "database ready");
  await app.listen({ port: config.port, host: config.host });
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
