import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The features package is cut into areas (one screen or group of screens each) standing on floors (the client,
// data hooks, session, shell, toasts...). An area that imports another area ties two screens' chunks and
// changes together; a module that reaches past a floor's index ties itself to that floor's inside, which the
// floor's owner must then be free to move. So: an area imports no other area, and every import of another
// folder goes through that folder's index (`../session`, never `../session/session-context`).

const src = resolve(dirname(fileURLToPath(import.meta.url)), "../../packages/campus-features/src");

const subfolders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The screen areas: every folder of src/areas. Every other folder of src is a floor. */
const areas = new Set(subfolders(join(src, "areas")));
const floors = subfolders(src).filter((folder) => folder !== "areas");

/** The floors that may import areas: the route table, which loads each page, and the stories' fixtures. */
const aboveTheAreas = new Set(["routes", "testing"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Stories and tests: the only modules that may use the testing floor, and that never reach a learner. */
const isTestCode = (name: string) => /\.(stories|test)\.tsx?$/.test(name);

/** Each relative import of a file as a path inside src without extension (`session/index`), type-only and dynamic ones included. */
function localImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith("."))
    .map((name) =>
      relative(src, resolve(dirname(file), name))
        .split(sep)
        .join("/")
        .replace(/\.(js|ts|tsx)$/, ""),
    );
}

/** The part of src a path belongs to: `areas/<area>` for an area, the floor's folder otherwise. */
function partOf(path: string): { part: string; inside: string } {
  const segments = path.split("/");
  const depth = segments[0] === "areas" ? 2 : 1;
  return { part: segments.slice(0, depth).join("/"), inside: segments.slice(depth).join("/") };
}

const isArea = (part: string) => part.startsWith("areas/");

/** What is wrong with `name` (a file of src) importing `target` (a path inside src), or nothing. */
function importProblem(name: string, target: string): string | undefined {
  if (target.startsWith("..")) return `${name} imports ${target}, outside the features package's sources`;
  const from = partOf(name).part;
  const { part: to, inside } = partOf(target);
  if (to === from) return undefined; // a folder's own files import each other freely
  if (isArea(from) && isArea(to)) return `${from} imports ${to} (${name} -> ${target})`;
  if (!isArea(from) && isArea(to) && !aboveTheAreas.has(from) && !isTestCode(name)) {
    return `floor ${from} imports ${to} (${name} -> ${target}); only the route table loads areas`;
  }
  if (to === "testing") {
    // The testing floor holds each area's fixtures and handlers and the play helpers (which load storybook/test):
    // stories and tests take the module they need rather than load every area's fixtures through one index.
    // Code that ships to learners must never import it at all.
    return isTestCode(name) ? undefined : `${name} imports the testing floor (${target}) outside a story or test`;
  }
  if (inside === "" || inside === "index") return undefined;
  return `${name} imports ${target}, past ${to}'s index`;
}

describe("feature areas and floors", () => {
  const files = sourceFiles(src)
    .map((file) => ({ file, name: relative(src, file).split(sep).join("/") }))
    .filter(({ name }) => name.includes("/")); // src/index.ts is the package's door, importing every folder

  it("finds the areas, the floors and their imports", () => {
    // Guards the scan: a renamed folder or a parser change must not make the rules below pass vacuously.
    expect([...areas]).toEqual(expect.arrayContaining(["home", "course", "final-work", "closed-test", "my-learning"]));
    expect(areas.size).toBeGreaterThanOrEqual(14);
    expect(floors).toEqual(
      expect.arrayContaining(["api", "data", "toasts", "session", "shell", "cards", "i18n", "testing"]),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(localImports(join(src, "testing/story-routes.tsx"))).toContain("session");
  });

  it("no area imports another area, and every import of another folder goes through its index", () => {
    const problems = files.flatMap(({ file, name }) =>
      localImports(file).flatMap((target) => importProblem(name, target) ?? []),
    );
    expect(problems).toEqual([]);
  });

  it("tells each kind of bad import from a good one", () => {
    expect(importProblem("areas/tools/tools-page.tsx", "session")).toBeUndefined();
    expect(importProblem("areas/tools/tools-page.tsx", "areas/tools/hooks")).toBeUndefined();
    expect(importProblem("shell/side-drawers/rank.tsx", "shell/drawer-fallback")).toBeUndefined();
    expect(importProblem("areas/tools/tools-page.tsx", "session/session-context")).toMatch(/past session's index/);
    expect(importProblem("areas/tools/tools-page.tsx", "areas/benefits")).toMatch(
      /areas\/tools imports areas\/benefits/,
    );
    expect(importProblem("shell/campus-shell.tsx", "areas/home")).toMatch(/floor shell imports areas\/home/);
    expect(importProblem("routes/campus-routes.ts", "areas/home")).toBeUndefined();
    expect(importProblem("routes/campus-routes.ts", "areas/home/home-page")).toMatch(/past areas\/home's index/);
    expect(importProblem("shell/not-found-page.stories.tsx", "areas/home")).toBeUndefined();
    expect(importProblem("areas/tools/tools-page.stories.tsx", "testing/play")).toBeUndefined();
    expect(importProblem("areas/tools/tools-page.tsx", "testing")).toMatch(/outside a story or test/);
  });
});
