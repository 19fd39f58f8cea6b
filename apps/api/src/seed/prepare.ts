import type { Config } from "../config/config.js";
import type { Db } from "../db/db.js";
import { migrate } from "../db/migrations.js";
import { seedDemo } from "./demo.js";
import { seedScale } from "./scale.js";

/**
 * Brings a database to the latest schema and plants the configured seed (each seed skips a seeded database):
 * what the server does at start, and the CLI and the test suite before they use a database. One process at a
 * time: processes starting together on one PostgreSQL (a rollout with a pending migration) wait for each
 * other here, and each later one finds the work done, where they used to collide on the same tables and rows.
 */
export async function prepareDatabase(db: Db, config: Pick<Config, "seed" | "passwordHash">): Promise<void> {
  await db.exclusively("campus:prepare-database", async () => {
    await migrate(db);
    if (config.seed === "demo") await seedDemo(db, config.passwordHash);
    if (config.seed === "scale") await seedScale(db);
  });
}
