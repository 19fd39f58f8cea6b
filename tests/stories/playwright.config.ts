import { resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";

/**
 * The built Storybook as a designer opens it (tests/stories/storybook-ui.spec.ts): `run.mjs` serves the
 * build and passes its address in STORYBOOK_URL. Screenshots are compared with the baselines in
 * tests/visual/storybook-ui/ (`run.mjs --update` rewrites them).
 */
const root = resolve(import.meta.dirname, "../..");
const baseURL = process.env.STORYBOOK_URL;
if (!baseURL)
  throw new Error("STORYBOOK_URL is not set: run the Storybook checks through `node tests/stories/run.mjs`.");

export default defineConfig({
  testDir: ".",
  testMatch: "storybook-ui.spec.ts",
  outputDir: resolve(root, "tests/visual/storybook-ui-results"),
  snapshotPathTemplate: "{testDir}/../visual/storybook-ui/{arg}{ext}",
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  expect: { timeout: 20_000, toHaveScreenshot: { maxDiffPixels: 4, threshold: 0.05, animations: "disabled" } },
  reporter: "list",
  use: {
    baseURL: baseURL.endsWith("/") ? baseURL : `${baseURL}/`,
    // A designer's screen.
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    timezoneId: "Europe/Warsaw",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      // As the story checks render (test-runner-jest.config.js), so screenshots match across machines.
      args: [...chromiumArgs, "--font-render-hinting=none", "--force-color-profile=srgb", "--disable-checker-imaging"],
    },
  },
});
