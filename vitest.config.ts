import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { localeParts } from "./apps/campus/build/locale-parts";
import { sourceResolution } from "./vite.config";

/** The API server's suite: node environment, one seeded database per test file. */
function apiProject(name: string, env: Record<string, string>, exclude: string[] = []) {
  return {
    test: {
      name,
      environment: "node",
      root: "apps/api",
      include: ["test/**/*.test.ts"],
      exclude,
      // The tests that start the server in a process of their own run the built JavaScript, as production does.
      globalSetup: ["test/built-server.ts"],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      // Each file builds its own server on its own database, so the files of a worker can share modules.
      isolate: false,
      // Much of a file's time is spent waiting on PostgreSQL, child processes and timers: three workers on two
      // cores finish the suite in about half the time of one.
      maxWorkers: 3,
      env,
    },
  };
}

/** Unit tests of every package and the cross-package checks in tests/unit, over the packages' sources. */
export default defineConfig({
  ...sourceResolution,
  plugins: [react(), localeParts()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["packages/*/src/**/*.test.{ts,tsx}", "apps/campus/src/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/unit/setup-dom.ts"],
          // The test files of a worker share one module graph and one jsdom: loading React, react-aria and the
          // design system afresh for every file, and a new jsdom, cost seven eighths of the run on two cores.
          // Every file cleans up what it renders (see the setup file), so none sees another's state.
          isolate: false,
          // Rendering and operating a whole field or drawer in jsdom can outlast 5 s on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "checks",
          environment: "node",
          include: ["tests/unit/**/*.test.ts"],
          isolate: false,
        },
      },
      // Processes starting together on one database: a PostgreSQL matter (PGlite has one process per directory).
      // The call limit counted in Redis, where REDIS_URL names one (CI's does), once: the database does not matter.
      // The cluster behind HAProxy needs PostgreSQL and Redis, and runs once, with the PostgreSQL project.
      apiProject("api", {}, [
        "test/start-together.test.ts",
        "test/cluster*.test.ts",
        ...(process.env.REDIS_URL ? [] : ["test/call-limit-redis.test.ts"]),
      ]),
      // The same API suite again on PostgreSQL whenever DATABASE_URL is set (a fresh database per test file).
      // The data-directory lock guards the embedded database only: PostgreSQL serves any number of processes.
      ...(process.env.DATABASE_URL
        ? [
            apiProject("api-postgres", { CAMPUS_TEST_DB: "postgres" }, [
              "test/db-lock.test.ts",
              "test/call-limit-redis.test.ts",
              ...(process.env.REDIS_URL ? [] : ["test/cluster*.test.ts"]),
            ]),
          ]
        : []),
    ],
  },
});
