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

/** The screen areas (ARCHITECTURE.md); every other folder of src is a floor. */
const areas = new Set([
  "home",
  "my-learning",
  "login",
  "onboarding",
  "programs",
  "course",
  "closed-test",
  "final-work",
  "certificate",
  "tools",
  "benefits",
  "community",
  "about",
  "promptbook",
]);

const folders = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const floors = folders.filter((folder) => !areas.has(folder));

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

/** What is wrong with `name` (a file of src) importing `target` (a path inside src), or nothing. */
function importProblem(name: string, target: string): string | undefined {
  const from = name.split("/")[0] ?? "";
  const [to, ...inside] = target.split("/");
  if (to === from || to === undefined) return undefined; // a folder's own files import each other freely
  if (target.startsWith("..")) return `${name} imports ${target}, outside the features package's sources`;
  if (areas.has(from) && areas.has(to)) return `area ${from} imports area ${to} (${name} -> ${target})`;
  if (to === "testing") {
    // The testing floor holds each area's fixtures and handlers and the play helpers (which load storybook/test):
    // stories and tests take the module they need rather than load every area's fixtures through one index.
    // Code that ships to learners must never import it at all.
    return isTestCode(name) ? undefined : `${name} imports the testing floor (${target}) outside a story or test`;
  }
  const rest = inside.join("/");
  if (rest === "" || rest === "index") return undefined;
  return `${name} imports ${target}, past ${to}'s index`;
}

describe("feature areas and floors", () => {
  const files = sourceFiles(src)
    .map((file) => ({ file, name: relative(src, file).split(sep).join("/") }))
    .filter(({ name }) => name.includes("/")); // src/index.ts is the package's door, importing every folder

  it("finds the areas, the floors and their imports", () => {
    // Guards the scan: a renamed folder or a parser change must not make the rules below pass vacuously.
    expect(folders.filter((folder) => areas.has(folder)).sort()).toEqual([...areas].sort());
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
    expect(importProblem("tools/tools-page.tsx", "session")).toBeUndefined();
    expect(importProblem("tools/tools-page.tsx", "tools/hooks")).toBeUndefined();
    expect(importProblem("shell/side-drawers/rank.tsx", "shell/drawer-fallback")).toBeUndefined();
    expect(importProblem("tools/tools-page.tsx", "session/session-context")).toMatch(/past session's index/);
    expect(importProblem("tools/tools-page.tsx", "benefits")).toMatch(/area tools imports area benefits/);
    expect(importProblem("shell/campus-shell.tsx", "home/home-page")).toMatch(/past home's index/);
    expect(importProblem("tools/tools-page.stories.tsx", "testing/play")).toBeUndefined();
    expect(importProblem("tools/tools-page.tsx", "testing")).toMatch(/outside a story or test/);
  });
});
