// @ts-check
import { getJestConfig } from "@storybook/test-runner";

const base = getJestConfig();

/** The Storybook test-runner on Debian's Chromium; no browser is ever downloaded. */
export default {
  ...base,
  testTimeout: 120_000,
  testEnvironmentOptions: {
    "jest-playwright": {
      ...base.testEnvironmentOptions?.["jest-playwright"],
      browsers: ["chromium"],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-dev-shm-usage",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--font-render-hinting=none",
          "--force-color-profile=srgb",
        ],
      },
      contextOptions: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, reducedMotion: "reduce" },
    },
  },
};
