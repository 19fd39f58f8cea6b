import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The server's imports run one way: main -> app -> plugins and routes -> services -> mail, auth -> db. A module that
// imports one above it makes a cycle (app.ts registers the routes; a route importing app.ts loads half-initialised)
// and lets a change of the server's wiring ripple into every area. Plugins (each one concern of the server) and
// routes are side by side, neither importing the other. Sign-in and sessions (auth/) sit under everything that
// serves a signed-in learner and over the database only; the database modules (db/) import nothing outside db/.

const src = resolve(dirname(fileURLToPath(import.meta.url)), "../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The files of src (relative, `routes/course.ts`) each file imports, type-only and dynamic imports included. */
function localImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith("."))
    .map((name) => relative(src, resolve(dirname(file), name)).replace(/\.js$/, ".ts"));
}

/** Where a module sits, and the modules above it that it must not import. */
const rules: { layer: string; files: RegExp; mustNotImport: RegExp }[] = [
  { layer: "plugins", files: /^plugins\//, mustNotImport: /^(app|main)\.ts$|^routes\// },
  { layer: "routes", files: /^routes\//, mustNotImport: /^(app|main)\.ts$|^plugins\// },
  { layer: "route helpers", files: /^http\//, mustNotImport: /^(app|main)\.ts$|^routes\/|^plugins\// },
  {
    layer: "services",
    files: /^services\//,
    mustNotImport: /^(app|main)\.ts$|^routes\/|^http\/|^plugins\//,
  },
  {
    // The outbox and its sender: services queue mail, the mail plugin sends it.
    layer: "mail",
    files: /^mail\//,
    mustNotImport: /^(app|main)\.ts$|^routes\/|^http\/|^plugins\/|^services\//,
  },
  {
    layer: "sign-in and sessions",
    files: /^auth\//,
    // Only each other, the database, the configuration's types and the errors every layer answers with.
    mustNotImport: /^(?!auth\/|db\/|config\/(config|sign-in-methods)\.ts$|errors\.ts$)/,
  },
  { layer: "database modules", files: /^db\//, mustNotImport: /^(?!db\/)/ },
  // The command line's commands call services, as routes do, and never the HTTP side.
  { layer: "commands", files: /^commands\//, mustNotImport: /^(app|main)\.ts$|^routes\/|^http\/|^plugins\// },
];

describe("import direction", () => {
  const files = sourceFiles(src).map((file) => ({ file, name: relative(src, file) }));

  it("finds the server's modules and their imports", () => {
    // Guards the scan itself: a wrong folder or a parser change must not make the rules below pass vacuously.
    const routes = files.filter(({ name }) => name.startsWith("routes/"));
    expect(routes.length).toBeGreaterThan(5);
    expect(files.filter(({ name }) => name.startsWith("auth/")).length).toBeGreaterThan(5);
    expect(localImports(join(src, "auth/sessions.ts"))).toContain("db/db.ts");
    expect(localImports(join(src, "app.ts"))).toContain("plugins/authentication.ts");
    expect(localImports(join(src, "app.ts"))).toContain("routes/course.ts");
  });

  for (const { layer, files: pattern, mustNotImport } of rules) {
    it(`${layer} import nothing above them`, () => {
      const upward = files
        .filter(({ name }) => pattern.test(name))
        .flatMap(({ file, name }) =>
          localImports(file)
            .filter((imported) => mustNotImport.test(imported))
            .map((imported) => `${name} imports ${imported}`),
        );
      expect(upward).toEqual([]);
    });
  }

  it("keeps at the root of src only the entry points and what every layer answers with", () => {
    // Everything else belongs to a folder named after its concern: a module loose at the root has no layer, so
    // none of the rules above would see it import upwards.
    const loose = files.filter(({ name }) => !name.includes("/")).map(({ name }) => name);
    expect(loose.sort()).toEqual(["app.ts", "bin.ts", "cli.ts", "errors.ts", "i18n.ts", "main.ts", "paths.ts"]);
  });

  it("only main.ts imports app.ts", () => {
    const importers = files
      .filter(({ file }) => localImports(file).includes("app.ts"))
      .map(({ name }) => name)
      .sort();
    expect(importers).toEqual(["main.ts"]);
  });
});
