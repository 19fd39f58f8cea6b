import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { compareWithBaseline, toleratedPixels } from "../stories/visual";

function square(colour: [number, number, number], size = 8): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data.set([...colour, 255], i);
  }
  return PNG.sync.write(png);
}

function folders() {
  const root = mkdtempSync(join(tmpdir(), "campus-visual-"));
  return { baselineDir: join(root, "baselines"), resultsDir: join(root, "results") };
}

describe("visual comparison", () => {
  it("writes a baseline when updating, then passes on the same image", () => {
    const dirs = folders();
    expect(compareWithBaseline(square([74, 47, 212]), "button--light", { ...dirs, update: true })).toBeUndefined();
    expect(compareWithBaseline(square([74, 47, 212]), "button--light", { ...dirs, update: false })).toBeUndefined();
    expect(existsSync(dirs.resultsDir)).toBe(false);
  });

  it("fails on a changed colour and leaves baseline, actual and diff in one folder", () => {
    const dirs = folders();
    compareWithBaseline(square([74, 47, 212]), "button--light", { ...dirs, update: true });
    const message = compareWithBaseline(square([90, 63, 228]), "button--light", { ...dirs, update: false });
    expect(message).toMatch(/button--light: 64 pixels differ \(100\.00%\)/);
    expect(readdirSync(dirs.resultsDir).sort()).toEqual([
      "button--light.actual.png",
      "button--light.baseline.png",
      "button--light.diff.png",
    ]);
  });

  it("tolerates a few stray edge pixels but not one more", () => {
    const dirs = folders();
    const withStrayPixels = (count: number) => {
      const png = PNG.sync.read(square([74, 47, 212]));
      for (let pixel = 0; pixel < count; pixel += 1) png.data.set([255, 255, 255, 255], pixel * 4);
      return PNG.sync.write(png);
    };
    compareWithBaseline(square([74, 47, 212]), "icon--light", { ...dirs, update: true });
    expect(compareWithBaseline(withStrayPixels(toleratedPixels), "icon--light", { ...dirs, update: false })).toBe(
      undefined,
    );
    expect(
      compareWithBaseline(withStrayPixels(toleratedPixels + 1), "icon--light", { ...dirs, update: false }),
    ).toMatch(/icon--light: 5 pixels differ/);
  });

  it("fails when a story has no baseline, and when its size changed", () => {
    const dirs = folders();
    expect(compareWithBaseline(square([0, 0, 0]), "new-story--light", { ...dirs, update: false })).toMatch(
      /no baseline/,
    );
    compareWithBaseline(square([0, 0, 0], 8), "card--light", { ...dirs, update: true });
    expect(compareWithBaseline(square([0, 0, 0], 10), "card--light", { ...dirs, update: false })).toMatch(
      /size changed from 8x8 to 10x10/,
    );
  });

  it("clears the results of an earlier failure once the story matches again", () => {
    const dirs = folders();
    compareWithBaseline(square([1, 2, 3]), "tabs--light", { ...dirs, update: true });
    compareWithBaseline(square([200, 2, 3]), "tabs--light", { ...dirs, update: false });
    expect(readdirSync(dirs.resultsDir)).toHaveLength(3);
    expect(compareWithBaseline(square([1, 2, 3]), "tabs--light", { ...dirs, update: false })).toBeUndefined();
    expect(readdirSync(dirs.resultsDir)).toHaveLength(0);
  });
});
