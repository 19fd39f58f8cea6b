// The packed-package consumer test: packs @campus/design-system as it is published and uses it as a team
// outside this repository would. It fails on any error. In turn it:
//   - packs with npm (whose `prepack` builds the package) and again with pnpm, and checks that both tarballs
//     carry the same files and the same manifest, so publishing works with either, and that the tarball
//     carries the README, the changelog and the stylesheets but no sources, stories or tests;
//   - lints the tarball with publint and @arethetypeswrong/cli;
//   - checks the "use client" directive on the built components and its absence on the theme helpers;
//   - installs the tarball into a fresh Vite + React + Tailwind 4 app (tests/consumer/app), type-checks it
//     under the `bundler`, `node16` and `nodenext` module resolutions, builds it and checks that the output
//     carries the components, the theme tokens and the font;
//   - installs it into a second app without Tailwind (tests/consumer/plain-css) that takes the prebuilt
//     styles.css, builds it and checks the same.
//   node tests/consumer/run.mjs        (root script: pnpm test:consumer)
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const packageDir = join(root, "packages/design-system");
const work = mkdtempSync(join(tmpdir(), "campus-consumer-"));
const env = { ...process.env, npm_config_update_notifier: "false", npm_config_fund: "false" };
const run = (command, args, cwd, extraEnv = {}) => {
  console.log(`$ ${command} ${args.join(" ")}`);
  execFileSync(command, args, { cwd, stdio: "inherit", env: { ...env, ...extraEnv } });
};
/** Runs a command quietly and shows its output only when it fails. */
const runQuietly = (command, args, cwd, extraEnv = {}) => {
  console.log(`$ ${command} ${args.join(" ")}`);
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8", env: { ...env, ...extraEnv }, stdio: "pipe" });
  } catch (error) {
    process.stdout.write(`${error.stdout ?? ""}${error.stderr ?? ""}`);
    throw new Error(`${command} ${args[0]} failed (exit code ${error.status})`);
  }
};
const fail = (what, missing) => {
  if (missing.length > 0) throw new Error(`${what}: ${missing.join(", ")}`);
};
/** The names of the expectations, pairs of [what, holds], that do not hold. */
const unmet = (expectations) => expectations.filter(([, holds]) => !holds).map(([what]) => what);

/** Packs the package into its own folder and returns the tarball's path. */
function pack(command, args, extraEnv) {
  const destination = join(work, command);
  mkdirSync(destination);
  runQuietly(command, [...args, "--pack-destination", destination], packageDir, extraEnv);
  const tarball = readdirSync(destination).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error(`${command} pack wrote no tarball`);
  return join(destination, tarball);
}
const filesOf = (tarball) => execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).trim().split("\n").sort();
const manifestOf = (tarball) =>
  JSON.parse(execFileSync("tar", ["-xzOf", tarball, "package/package.json"], { encoding: "utf8" }));

/** Copies a consumer app out of the workspace with the tarball as its dependency and installs it. */
function installApp(name, tarball) {
  const app = join(work, name);
  cpSync(join(import.meta.dirname, name), app, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(app, "package.json"), "utf8"));
  manifest.dependencies["@campus/design-system"] = `file:${tarball}`;
  writeFileSync(join(app, "package.json"), JSON.stringify(manifest, null, 2));
  run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], app);
  return app;
}

/** Builds an app and returns the names and the joined CSS and JS of its assets. */
function buildApp(app) {
  run("npx", ["--no-install", "vite", "build", "--logLevel", "warn"], app);
  const assets = join(app, "dist/assets");
  const files = readdirSync(assets);
  const text = (extension) =>
    files
      .filter((name) => name.endsWith(extension))
      .map((name) => readFileSync(join(assets, name), "utf8"))
      .join("\n");
  return { files, css: text(".css"), js: text(".js") };
}

/** What every app that renders the components must ship, whichever way it styles them. */
const themeExpectations = ({ files, css, js }) => [
  [
    "the high-contrast theme tokens",
    css.includes('[data-theme="high-contrast"]') || css.includes("[data-theme=high-contrast]"),
  ],
  ["a utility of the theme (bg-accent)", css.includes(".bg-accent")],
  ["the Inter font", files.some((name) => name.endsWith(".woff2")) && css.includes("Inter Variable")],
  ["the components' own classes", js.includes("bg-accent") && js.includes("rounded-control")],
];

try {
  // npm runs the package's `prepack` (the build); pnpm packs the same build again without it.
  const tarball = pack("npm", ["pack", "--loglevel=error"]);
  const pnpmTarball = pack("pnpm", ["pack"], { npm_config_ignore_scripts: "true" });
  const files = filesOf(tarball);
  const pnpmFiles = filesOf(pnpmTarball);
  fail("pnpm and npm pack different files", [
    ...files.filter((file) => !pnpmFiles.includes(file)),
    ...pnpmFiles.filter((file) => !files.includes(file)),
  ]);
  // pnpm leaves out the lifecycle scripts it has run; every other field must be the same, so the manifest in
  // the repository is the published one and nothing relies on pnpm's publishConfig rewriting.
  const manifest = manifestOf(tarball);
  const pnpmManifest = manifestOf(pnpmTarball);
  fail(
    "pnpm and npm publish different manifest fields",
    [...new Set([...Object.keys(manifest), ...Object.keys(pnpmManifest)])].filter(
      (field) => field !== "scripts" && JSON.stringify(manifest[field]) !== JSON.stringify(pnpmManifest[field]),
    ),
  );
  fail(
    "The tarball lacks",
    ["package/README.md", "package/CHANGELOG.md", "package/dist/styles.css", "package/src/styles/theme.css"].filter(
      (file) => !files.includes(file),
    ),
  );
  fail(
    "The tarball carries sources it should not",
    files.filter((file) => /\.(stories|test)\.tsx?$/.test(file) || /^package\/src\/(?!styles\/)/.test(file)),
  );

  // publint fails on errors only. It warns that the in-repository `@campus/source` condition of
  // `./components/*` matches no published file: that condition serves the workspace, never an installed copy.
  runQuietly("npx", ["--no-install", "publint", "run", tarball], root);
  // The package is ESM only ("type": "module", no require condition), which Node 20.19+ can still require().
  // The esm-only profile therefore skips node10 (no `exports` support: `no-resolution`) and CommonJS callers
  // under node16 (`cjs-resolves-to-esm`). The CSS subpaths carry no types, and attw cannot expand the
  // `./components/*` pattern, so every component subpath is named.
  const components = files
    .map((file) => /^package\/dist\/components\/([^/]+)\/index\.js$/.exec(file)?.[1])
    .filter(Boolean);
  if (components.length === 0) throw new Error("The tarball has no components/<name>/index.js");
  const entrypoints = [".", "./theme", ...components.map((name) => `./components/${name}`)];
  runQuietly("npx", ["--no-install", "attw", tarball, "--profile", "esm-only", "--entrypoints", ...entrypoints], root);
  console.log(`publint and attw: no errors over ${entrypoints.length} entry points.`);

  const app = installApp("app", tarball);
  const dist = join(app, "node_modules/@campus/design-system/dist");
  const startsWithUseClient = (file) => /^["']use client["'];?\s*$/m.test(readFileSync(file, "utf8").split("\n")[0]);
  const clientFiles = [join(dist, "index.js")];
  for (const name of components) {
    const entry = join(dist, "components", name, "index.js");
    clientFiles.push(entry);
    for (const [, imported] of readFileSync(entry, "utf8").matchAll(/from "(\.{1,2}\/[^"]+\.js)"/g)) {
      clientFiles.push(resolve(dist, "components", name, imported));
    }
  }
  fail(
    'No "use client" directive on',
    clientFiles.filter((file) => !startsWithUseClient(file)),
  );
  // A server component must be able to inline themeBootScript and call the theme helpers.
  if (startsWithUseClient(join(dist, "theme/index.js"))) {
    throw new Error('The theme helpers (dist/theme/index.js) must not be marked "use client"');
  }

  // As most apps do, the checks skip the libraries' own declarations, except once under nodenext, the
  // strictest resolution, where every declaration file is checked, the package's and its dependencies'.
  for (const [moduleResolution, module, skipLibCheck] of [
    ["bundler", "esnext", "true"],
    ["node16", "node16", "true"],
    ["nodenext", "nodenext", "false"],
  ]) {
    const options = ["--moduleResolution", moduleResolution, "--module", module, "--skipLibCheck", skipLibCheck];
    run("npx", ["--no-install", "tsc", "-p", "tsconfig.json", ...options], app);
  }

  const tailwindBuild = buildApp(app);
  fail(
    "The Tailwind consumer's build lacks",
    unmet([
      ...themeExpectations(tailwindBuild),
      ["the theme boot script", tailwindBuild.js.includes("darkMode")],
      // Tailwind found the classes inside the package's dist through the @source line.
      [
        "utilities generated from the package",
        tailwindBuild.css.includes(".rounded-control") && tailwindBuild.css.includes(".bg-success-subtle"),
      ],
    ]),
  );

  const plainApp = installApp("plain-css", tarball);
  if (existsSync(join(plainApp, "node_modules/tailwindcss"))) {
    throw new Error("Installing the package pulled in tailwindcss: styles.css must be usable without it");
  }
  const plainBuild = buildApp(plainApp);
  fail(
    "The plain-CSS consumer's build lacks",
    unmet([
      ...themeExpectations(plainBuild),
      ["the text field's utilities", plainBuild.css.includes(".rounded-control")],
    ]),
  );

  console.log(
    `Both consumer apps built with the packed ${manifest.name}@${manifest.version}: ` +
      `${tailwindBuild.files.length} and ${plainBuild.files.length} assets.`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
