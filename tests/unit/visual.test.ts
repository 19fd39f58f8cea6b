import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { toleratedPixels, toMatchBaseline } from "../stories/visual";

function square(colour: [number, number, number], size = 8): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data.set([...colour, 255], i);
  }
  return PNG.sync.write(png);
}

function withStrayPixels(count: number): Buffer {
  const png = PNG.sync.read(square([74, 47, 212]));
  for (let pixel = 0; pixel < count; pixel += 1) png.data.set([255, 255, 255, 255], pixel * 4);
  return PNG.sync.write(png);
}

type Mode = "update" | "ci";

/**
 * The story checks' matcher as Jest calls it: `--ci` never writes a baseline, `--updateSnapshot` writes new
 * and changed ones. Baselines and results go to a fresh folder.
 */
function checker() {
  const root = mkdtempSync(join(tmpdir(), "campus-visual-"));
  const folders = { baselines: join(root, "baselines"), results: join(root, "results") };
  const check = (png: Buffer, name: string, mode: Mode = "ci") => {
    const context = {
      isNot: false,
      testPath: join(root, "story.test.ts"),
      currentTestName: name,
      snapshotState: {
        _updateSnapshot: mode === "update" ? "all" : "none",
        _counters: new Map<string, number>(),
        updated: 0,
        added: 0,
        matched: 0,
        unmatched: 0,
      },
    };
    const result = (toMatchBaseline as unknown as (...args: unknown[]) => { pass: boolean; message(): string }).call(
      context,
      png,
      {
        customSnapshotIdentifier: name,
        customSnapshotsDir: folders.baselines,
        customDiffDir: folders.results,
        customReceivedDir: folders.results,
        noColors: true,
      },
    );
    return { pass: result.pass, message: result.message() };
  };
  return { check, folders };
}

describe("visual comparison", () => {
  it("writes a baseline when updating, then passes on the same image and leaves no results", () => {
    const { check, folders } = checker();
    expect(check(square([74, 47, 212]), "button--light", "update").pass).toBe(true);
    expect(existsSync(join(folders.baselines, "button--light.png"))).toBe(true);
    expect(check(square([74, 47, 212]), "button--light").pass).toBe(true);
    expect(existsSync(folders.results)).toBe(false);
  });

  it("fails on a changed colour and leaves the actual image and the baseline | diff | actual strip", () => {
    const { check, folders } = checker();
    check(square([74, 47, 212]), "button--light", "update");
    const result = check(square([90, 63, 228]), "button--light");
    expect(result.pass).toBe(false);
    expect(result.message).toMatch(/64 differing pixels/);
    expect(readdirSync(folders.results).sort()).toEqual(["button--light-diff.png", "button--light.actual.png"]);
  });

  it("tolerates a few stray edge pixels but not one more", () => {
    const { check } = checker();
    check(square([74, 47, 212]), "icon--light", "update");
    expect(check(withStrayPixels(toleratedPixels), "icon--light").pass).toBe(true);
    const failed = check(withStrayPixels(toleratedPixels + 1), "icon--light");
    expect(failed.pass).toBe(false);
    expect(failed.message).toMatch(/5 differing pixels/);
  });

  it("fails when a story has no baseline, and when its size changed", () => {
    const { check } = checker();
    const missing = check(square([0, 0, 0]), "new-story--light");
    expect(missing.pass).toBe(false);
    expect(missing.message).toMatch(/not written/);
    check(square([0, 0, 0], 8), "card--light", "update");
    const resized = check(square([0, 0, 0], 10), "card--light");
    expect(resized.pass).toBe(false);
    expect(resized.message).toMatch(/\(8x8\), but was different \(10x10\)/);
  });
});
