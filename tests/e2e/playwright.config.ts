import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";
import { campusPort, outsideWorld } from "./outside-world";

/**
 * The learner's journeys in Debian's Chromium against the production server (the built campus and the API
 * in one process) on a fresh in-memory database with the demo seed. One worker: the journeys change the
 * demo accounts (onboarding, preferences), so they run in order against one server.
 */
const root = resolve(import.meta.dirname, "../..");
// E2E_CAMPUS_DIST: a copy of a build, so journeys can run while the campus is being built again.
const dist = resolve(root, process.env.E2E_CAMPUS_DIST ?? "apps/campus/dist");
if (!existsSync(resolve(dist, "index.html"))) {
  throw new Error(
    `The campus is not built (${dist}/index.html is missing): run \`pnpm build:campus\` before \`pnpm test:e2e\`.`,
  );
}
const port = campusPort;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  // Traces and screenshots of failed journeys (git-ignored).
  outputDir: resolve(root, "tests/e2e/results"),
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL,
    // The desktop shell (from 1300px); the mobile journey sets its own 390px.
    viewport: { width: 1440, height: 900 },
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      // What the campus meets outside itself: an SMTP server whose mails the journeys read, an OpenID Provider.
      command: `${process.execPath} --import tsx test/outside-world.ts`,
      cwd: resolve(root, "apps/api"),
      url: `http://127.0.0.1:${outsideWorld.mailbox}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        E2E_SMTP_PORT: String(outsideWorld.smtp),
        E2E_MAILBOX_PORT: String(outsideWorld.mailbox),
        E2E_PROVIDER_PORT: String(outsideWorld.provider),
        E2E_CAMPUS_URL: baseURL,
      },
    },
    {
      // The production server as `pnpm start` runs it: the built API (built here, in a second) serving the built campus.
      command: `${process.execPath} apps/api/build.mjs --quiet && ${process.execPath} --enable-source-maps apps/api/dist/main.mjs`,
      cwd: root,
      url: `${baseURL}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        PGLITE_DATA_DIR: "memory://",
        // Never the PostgreSQL that CI's API suite uses (its DATABASE_URL is in the environment): a database
        // kept from an earlier run holds a newcomer who already finished onboarding.
        DATABASE_URL: "",
        SEED: "demo",
        CAMPUS_DIST: dist,
        TZ: "Europe/Warsaw",
        LOG_LEVEL: "warn",
        // Fixed secrets for a throwaway database: without them the server warns loudly on every start.
        CSRF_SECRET: "e2e-csrf-secret-0123456789abcdef0123456789",
        // Mail goes to the outside world's SMTP server, and sign-on offers its identity provider.
        SMTP_URL: `smtp://127.0.0.1:${outsideWorld.smtp}`,
        MAIL_FROM: "Campus <campus@example.com>",
        OIDC_ISSUER: `http://127.0.0.1:${outsideWorld.provider}`,
        OIDC_CLIENT_ID: "campus",
        OIDC_CLIENT_SECRET: "campus-test-secret-that-is-long-enough",
        OIDC_NAME: "Acme ID",
      },
    },
  ],
});
