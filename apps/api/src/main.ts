import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";

try {
  const config = loadConfig();
  const { app, db } = await buildApp(config);
  app.log.info({ database: db.kind, seed: config.seed ?? "none" }, "database ready");
  await app.listen({ port: config.port, host: config.host });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
