import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The designers' introduction lists every component with its status: a component added, renamed or removed
 * must show in that table, linked to its own docs page, with a status that is stable, or beta with a reason.
 */
const root = resolve(import.meta.dirname, "../..");
const components = resolve(root, "packages/design-system/src/components");
const introduction = readFileSync(resolve(root, "packages/design-system/src/docs/introduction.mdx"), "utf8");

/** Storybook's id of a title, as its docs page address names it ("Components/Side drawers/X" → components-side-drawers-x). */
const docsId = (title: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}--docs`;

/** The titles of the component stories, read from the story files. */
function componentTitles(): string[] {
  return readdirSync(components, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".stories.tsx"))
    .map((file) => /title: "(Components\/[^"]+)"/.exec(readFileSync(join(components, file), "utf8"))?.[1])
    .filter((title): title is string => title !== undefined);
}

type Row = { name: string; address: string; status: string; reason: string };

function statusRows(): Row[] {
  const rows = introduction.matchAll(/^\| \[([^\]]+)\]\(\?path=\/docs\/([^)]+)\) \| ([^|]+)\|([^|]*)\|$/gm);
  return Array.from(rows, ([, name = "", address = "", status = "", reason = ""]) => ({
    name,
    address,
    status: status.trim(),
    reason: reason.trim(),
  }));
}

describe("the component status table of the introduction", () => {
  it("has one row per component, linked to its docs page", () => {
    const expected = componentTitles()
      .map((title) => ({ name: title.split("/").at(-1), address: docsId(title) }))
      .sort((a, b) => a.address.localeCompare(b.address));
    const listed = statusRows()
      .map(({ name, address }) => ({ name, address }))
      .sort((a, b) => a.address.localeCompare(b.address));
    expect(expected.length).toBeGreaterThan(60);
    expect(listed).toEqual(expected);
  });

  it("gives each a status, and a reason for each beta", () => {
    for (const row of statusRows()) {
      expect(["Stable", "Beta"], row.name).toContain(row.status);
      if (row.status === "Beta") expect(row.reason, row.name).not.toBe("");
      else expect(row.reason, row.name).toBe("");
    }
  });
});
