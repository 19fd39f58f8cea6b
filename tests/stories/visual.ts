import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

/** Committed baselines, one PNG per story and variant. */
export const baselineDir = resolve("tests/visual/baselines");
/** Where a failing comparison leaves baseline, actual and diff side by side (not committed). */
export const resultsDir = resolve("tests/visual/results");

export const isUpdatingBaselines = process.env.UPDATE_BASELINES === "1";

/**
 * Rendering is nearly deterministic for one Chromium build and the bundled font. The small per-pixel
 * threshold absorbs anti-aliasing noise in colour values; the few tolerated pixels absorb the odd edge
 * pixel of an icon that the rasteriser places differently from run to run. A real change (a colour, a
 * border, a focus ring, a moved word) differs in far more pixels.
 */
const pixelThreshold = 0.05;
export const toleratedPixels = 4;

export type VisualFolders = { baselineDir: string; resultsDir: string; update: boolean };

const defaultFolders: VisualFolders = { baselineDir, resultsDir, update: isUpdatingBaselines };

/** Compares a screenshot with its baseline. Returns a message naming the result files when they differ. */
export function compareWithBaseline(
  actual: Buffer,
  name: string,
  { baselineDir, resultsDir, update }: VisualFolders = defaultFolders,
): string | undefined {
  const writeResult = (kind: "baseline" | "actual" | "diff", png: Buffer) => {
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, `${name}.${kind}.png`), png);
  };
  // Results of an earlier failing run of this story variant would mislead once it is checked again.
  for (const kind of ["baseline", "actual", "diff"]) rmSync(join(resultsDir, `${name}.${kind}.png`), { force: true });
  const baselinePath = join(baselineDir, `${name}.png`);
  if (update) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baselinePath, actual);
    return undefined;
  }
  if (!existsSync(baselinePath)) {
    writeResult("actual", actual);
    return `${name}: no baseline at ${relative(process.cwd(), baselinePath)}. Run \`pnpm update-baselines\` and commit it.`;
  }
  const baseline = PNG.sync.read(readFileSync(baselinePath));
  const current = PNG.sync.read(actual);
  if (baseline.width !== current.width || baseline.height !== current.height) {
    writeResult("baseline", readFileSync(baselinePath));
    writeResult("actual", actual);
    return `${name}: size changed from ${baseline.width}x${baseline.height} to ${current.width}x${current.height}. See ${relative(process.cwd(), resultsDir)}/${name}.*.png`;
  }
  const diff = new PNG({ width: baseline.width, height: baseline.height });
  const differing = pixelmatch(baseline.data, current.data, diff.data, baseline.width, baseline.height, {
    threshold: pixelThreshold,
  });
  if (differing <= toleratedPixels) return undefined;
  writeResult("baseline", readFileSync(baselinePath));
  writeResult("actual", actual);
  writeResult("diff", PNG.sync.write(diff));
  const share = ((differing / (baseline.width * baseline.height)) * 100).toFixed(2);
  return `${name}: ${differing} pixels differ (${share}%). See ${relative(process.cwd(), resultsDir)}/${name}.{baseline,actual,diff}.png`;
}
