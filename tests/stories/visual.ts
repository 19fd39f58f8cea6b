import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import jestImageSnapshot from "jest-image-snapshot";

// A CommonJS package: Node's ESM loader (the test-runner's) sees only its default export.
const { configureToMatchImageSnapshot } = jestImageSnapshot;

/** Committed baselines, one PNG per story and variant. */
export const baselineDir = resolve("tests/visual/baselines");
/** Where a failing comparison leaves the actual image and the baseline | diff | actual strip (not committed). */
export const resultsDir = resolve("tests/visual/results");

/**
 * Rendering is nearly deterministic for one Chromium build and the bundled font. The small per-pixel
 * threshold absorbs anti-aliasing noise in colour values; the few tolerated pixels absorb the odd edge
 * pixel of an icon that the rasteriser places differently from run to run. A real change (a colour, a
 * border, a focus ring, a moved word) differs in far more pixels.
 */
export const pixelThreshold = 0.05;
export const toleratedPixels = 4;

/** A story's `parameters.visual`. */
export type StoryVisualParameters = {
  /**
   * More differing pixels tolerated than `toleratedPixels`, for a story whose rasteriser varies at one known
   * place; the story says where and why.
   */
  toleratedPixels?: number;
};

/**
 * `expect(png).toMatchImageSnapshot(name)` against `tests/visual/baselines/<name>.png`. A missing baseline
 * fails under `--ci` (the checks always run so); `run.mjs --update` writes new and changed baselines and
 * leaves matching ones untouched, so a refresh does not churn binary files.
 */
export const toMatchBaseline = configureToMatchImageSnapshot({
  customSnapshotsDir: baselineDir,
  customDiffDir: resultsDir,
  customReceivedDir: resultsDir,
  customReceivedPostfix: ".actual",
  storeReceivedOnFailure: true,
  failureThreshold: toleratedPixels,
  failureThresholdType: "pixel",
  customDiffConfig: { threshold: pixelThreshold },
  // The comparison runs in the runner's own process; the default forks a process per image.
  runInProcess: true,
  // An update also rewrites a baseline that matches within the tolerance but not byte for byte, so the next
  // checks of an unchanged story take the byte-for-byte shortcut (see `isSameFile`).
  updatePassedSnapshot: process.env.UPDATE_BASELINES === "1",
  dumpDiffToConsole: false,
});

/**
 * Set by `run.mjs --update` (which also runs Jest with `-u`, read by the matcher itself): every screenshot then
 * goes through the matcher, which records the baselines in use.
 */
export const isUpdatingBaselines = process.env.UPDATE_BASELINES === "1";

/** Whether the screenshot is byte for byte the baseline `<name>.png`. */
export function isSameFile(screenshot: Buffer, name: string): boolean {
  const baseline = join(baselineDir, `${name}.png`);
  return existsSync(baseline) && readFileSync(baseline).equals(screenshot);
}
