// @ts-check
import { getJestConfig } from "@storybook/test-runner";
import { chromiumArgs, chromiumPath } from "./tests/chromium.mjs";

const base = getJestConfig();

/** The Storybook test-runner on Debian's Chromium; no browser is ever downloaded. */
export default {
  ...base,
  testTimeout: 120_000,
  // The files with a failed check are listed for `tests/stories/run.mjs`, which checks them once more.
  reporters: [...(base.reporters ?? ["default"]), "<rootDir>/tests/stories/failed-files-reporter.mjs"],
  testEnvironmentOptions: {
    "jest-playwright": {
      ...base.testEnvironmentOptions?.["jest-playwright"],
      browsers: ["chromium"],
      launchOptions: {
        executablePath: chromiumPath,
        // Screenshots render the same on every machine. Images are rasterised with the rest of the page rather
        // than decoded aside and painted in a later pass ("checker imaging"), which on a busy machine left a
        // card's cover with its rounded corners painted one way or another from run to run.
        args: [
          ...chromiumArgs,
          "--font-render-hinting=none",
          "--force-color-profile=srgb",
          "--disable-checker-imaging",
        ],
      },
      contextOptions: {
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        reducedMotion: "reduce",
        // Dates in stories read the same on every machine.
        timezoneId: "Europe/Warsaw",
      },
    },
  },
};
