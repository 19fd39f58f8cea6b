import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { affectedStoryFiles } from "../stories/changed.mjs";

/** A Storybook import graph as `storybook build --stats-json` writes it: each module with its importers. */
function stats(importers: Record<string, string[]>): string {
  const path = join(mkdtempSync(join(tmpdir(), "campus-stats-")), "preview-stats.json");
  const modules = Object.entries(importers).map(([id, by]) => ({
    id,
    name: id,
    reasons: by.map((moduleName) => ({ moduleName })),
  }));
  writeFileSync(path, JSON.stringify({ modules }));
  return path;
}

const graph = stats({
  "./packages/design-system/src/components/button/button.tsx": [
    "./packages/design-system/src/components/button/index.ts",
    "./packages/design-system/src/components/button/button.stories.tsx",
  ],
  "./packages/design-system/src/components/button/index.ts": ["./packages/design-system/src/index.ts"],
  "./packages/design-system/src/index.ts": ["./packages/campus-features/src/areas/home/home-page.tsx"],
  "./packages/campus-features/src/areas/home/home-page.tsx": [
    "./packages/campus-features/src/areas/home/home-page.stories.tsx",
  ],
  "./packages/design-system/src/components/badge/badge.tsx": [
    "./packages/design-system/src/components/badge/badge.stories.tsx",
  ],
});

describe("stories a change reaches", () => {
  it("follows importers at any depth to the story files", () => {
    expect(affectedStoryFiles(["packages/design-system/src/components/button/button.tsx"], graph)).toEqual([
      "packages/campus-features/src/areas/home/home-page.stories.tsx",
      "packages/design-system/src/components/button/button.stories.tsx",
    ]);
  });

  it("keeps a changed story file and leaves unrelated stories out", () => {
    expect(affectedStoryFiles(["packages/design-system/src/components/badge/badge.stories.tsx"], graph)).toEqual([
      "packages/design-system/src/components/badge/badge.stories.tsx",
    ]);
    expect(affectedStoryFiles(["apps/api/src/app.ts"], graph)).toEqual([]);
  });

  it("checks every story when the checks, Storybook's setup, styles, locales or dependencies change", () => {
    for (const path of [".storybook/preview.tsx", "tests/stories/page.ts", "locales/pl.json", "pnpm-lock.yaml"]) {
      expect(affectedStoryFiles([path], graph)).toBe("all");
    }
    expect(affectedStoryFiles(["packages/design-system/src/styles/tokens.css"], graph)).toBe("all");
  });
});
