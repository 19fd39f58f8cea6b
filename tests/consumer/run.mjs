// The packed-package consumer test: packs @campus/design-system as it is published and uses it as a team
// outside this repository would. It fails on any error. In turn it:
//   - packs with npm (whose `prepack` builds the package) and again with pnpm, and checks that both tarballs
//     carry the same files and the same manifest, so publishing works with either, and that the tarball
//     carries the README, the changelog and the stylesheets but no sources, stories or tests;
//   - checks that every published declaration file belongs to an entry (no story fixtures), that the manifest
//     publishes to the registry the README names, and lints the tarball with publint and @arethetypeswrong/cli;
//   - follows the README's "Quick start with Vite" word for word (tests/consumer/quick-start.mjs reads it):
//     `npm create vite`, the installs with the tarball in place of the registry's package, the files as the
//     README shows them, `npm run build`; then checks the built page (the theme boot script first in the head,
//     matching the exported CSP hash; no editor libraries installed or bundled; react-aria's strings of the
//     chosen locales only) and runs it in Chromium: the theme switch stores, applies and survives a reload,
//     and a toast shows;
//   - checks the "use client" directive on the built components and its absence on the theme helpers;
//   - installs the tarball into a fresh Vite + React + Tailwind 4 app (tests/consumer/app), type-checks it
//     under the `bundler`, `node16` and `nodenext` module resolutions, builds it and checks that the output
//     carries the components, the theme tokens and the font; this app also installs the rich-text editor's
//     optional peers and uses the editor;
//   - installs it into a third app without Tailwind (tests/consumer/plain-css) that takes the stylesheet
//     without Tailwind's reset, builds it and checks the same, and that no reset came with it;
//   - prints what the package weighs installed and in a bundle with one Button (tests/consumer/weight.mjs).
//   node tests/consumer/run.mjs        (root script: pnpm test:consumer)
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { readQuickStart } from "./quick-start.mjs";
import { runQuickStartInBrowser } from "./quick-start-browser.mjs";
import { measureWeight } from "./weight.mjs";

const root = resolve(import.meta.dirname, "../..");
const packageDir = join(root, "packages/design-system");
const work = mkdtempSync(join(tmpdir(), "campus-consumer-"));
const env = {
  ...process.env,
  npm_config_update_notifier: "false",
  npm_config_fund: "false",
  npm_config_audit: "false",
};
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
  return buildOutput(app);
}

/** The names of a built app's assets, their joined CSS and JS, and its index.html. */
function buildOutput(app) {
  const assets = join(app, "dist/assets");
  const files = readdirSync(assets);
  const text = (extension) =>
    files
      .filter((name) => name.endsWith(extension))
      .map((name) => readFileSync(join(assets, name), "utf8"))
      .join("\n");
  return { files, css: text(".css"), js: text(".js"), html: readFileSync(join(app, "dist/index.html"), "utf8") };
}

/**
 * Every declaration file the tarball carries for a module the package does not ship: one that is neither built
 * into its JavaScript (the sourcemaps name every source module a chunk holds) nor reached from an entry's
 * declarations through type imports, such as a story fixture's.
 */
function strayDeclarations(packageRoot, manifest) {
  const files = (extension) => {
    const found = [];
    const walk = (folder) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith(extension)) found.push(path);
      }
    };
    walk(join(packageRoot, "dist"));
    return found;
  };
  // dist/<path>.d.ts declares src/<path>.ts(x): both are named by their path without the extension.
  const moduleOf = (file) =>
    file
      .slice(packageRoot.length + 1)
      .replace(/^(dist|src)\//, "")
      .replace(/(\.d)?\.tsx?$/, "");
  const shipped = new Set();
  for (const map of files(".js.map")) {
    for (const source of JSON.parse(readFileSync(map, "utf8")).sources ?? []) {
      shipped.add(moduleOf(resolve(dirname(map), source)));
    }
  }
  const reached = new Set();
  const queue = Object.values(manifest.exports)
    .map((target) => (typeof target === "object" ? target.types : null))
    .filter((types) => types && !types.includes("*"))
    .map((types) => join(packageRoot, types));
  for (const name of readdirSync(join(packageRoot, "dist/components"))) {
    queue.push(join(packageRoot, "dist/components", name, "index.d.ts"));
  }
  while (queue.length > 0) {
    const file = queue.pop();
    if (reached.has(file) || !existsSync(file)) continue;
    reached.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(
      /(?:from\s+|import\(\s*)["'](\.{1,2}\/[^"']+)["']/g,
    )) {
      queue.push(resolve(dirname(file), specifier.replace(/\.js$/, ".d.ts")));
    }
  }
  return files(".d.ts")
    .filter((file) => !reached.has(file) && !shipped.has(moduleOf(file)))
    .map((file) => file.slice(packageRoot.length + 1));
}

/**
 * Follows the README's quick start in an empty folder: its commands, with the tarball for the registry's
 * package, then its files, then `npm run build` (the template's: `tsc -b && vite build`). Returns the app.
 */
function buildQuickStart(tarball) {
  const { commands, files } = readQuickStart(join(packageDir, "README.md"));
  let cwd = join(work, "quick-start");
  mkdirSync(cwd);
  for (const command of commands) {
    if (/["'`$|&;<>]/.test(command)) throw new Error(`The quick start's command needs a shell: ${command}`);
    const [program, ...args] = command.split(/\s+/);
    if (program === "cd" && args.length === 1) {
      cwd = join(cwd, args[0]);
      continue;
    }
    if (!["npm", "npx"].includes(program)) throw new Error(`The quick start runs something unexpected: ${command}`);
    const packageArgument = args.indexOf("@campus/design-system");
    if (packageArgument !== -1) args[packageArgument] = tarball;
    // A terminal asks before `npm create` fetches create-vite; here the answer is yes.
    run(program, args, cwd, { npm_config_yes: "true" });
  }
  for (const [path, text] of Object.entries(files)) writeFileSync(join(cwd, path), text);
  run("npm", ["run", "build", "--", "--logLevel", "warn"], cwd);
  return cwd;
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
    [
      "package/README.md",
      "package/CHANGELOG.md",
      "package/dist/styles.css",
      "package/dist/styles-no-reset.css",
      "package/src/styles/theme.css",
    ].filter((file) => !files.includes(file)),
  );
  fail(
    "The tarball carries sources it should not",
    files.filter((file) => /\.(stories|test)\.tsx?$/.test(file) || /^package\/src\/(?!styles\/)/.test(file)),
  );

  // The README's install steps name the registry the package is published to.
  const readme = readFileSync(join(packageDir, "README.md"), "utf8");
  const registry = manifest.publishConfig?.registry;
  fail(
    "The manifest and the README disagree on where the package lives",
    unmet([
      ["publishConfig.registry", typeof registry === "string" && registry.startsWith("https://")],
      ["the README's .npmrc scope line", readme.includes(`@campus:registry=${registry}\n`)],
      [
        "the README's install command",
        readme.includes(`npm config set @campus:registry ${registry} --location project`),
      ],
      ["a homepage the README links", typeof manifest.homepage === "string" && readme.includes(manifest.homepage)],
    ]),
  );
  // npm installs optional peers only on request: the editor's libraries stay out of an app that does not ask.
  const optionalPeers = Object.keys(manifest.peerDependenciesMeta ?? {});
  fail(
    "The rich-text editor's libraries must be optional peers, not dependencies",
    Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith("@tiptap/")),
  );
  if (!optionalPeers.includes("@tiptap/react")) throw new Error("@tiptap/react is not an optional peer");

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
  const entrypoints = [
    ".",
    "./theme",
    "./vite",
    "./rich-text-editor",
    ...components.map((name) => `./components/${name}`),
  ];
  runQuietly("npx", ["--no-install", "attw", tarball, "--profile", "esm-only", "--entrypoints", ...entrypoints], root);
  console.log(`publint and attw: no errors over ${entrypoints.length} entry points.`);

  const app = installApp("app", tarball);
  const installed = join(app, "node_modules/@campus/design-system");
  fail("Declaration files no entry reaches (not for publishing)", strayDeclarations(installed, manifest));
  const dist = join(installed, "dist");
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
  // A server component must be able to inline themeBootScript and call the theme helpers; the Vite plugin runs
  // in the app's Vite config.
  for (const entry of ["theme/index.js", "vite/index.js"]) {
    if (startsWithUseClient(join(dist, entry))) throw new Error(`dist/${entry} must not be marked "use client"`);
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
      ["the theme boot script in the page (campusBoot)", tailwindBuild.html.includes("darkMode")],
      ["the rich-text editor", tailwindBuild.js.includes("ProseMirror")],
      // With its own Tailwind, the app's markup may use any class, not only those of the components.
      ["the app's own grid-cols-3", tailwindBuild.css.includes(".grid-cols-3")],
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
      // Preflight's rules for the whole page (html's tab-size, the file button) stay out of styles-no-reset.css.
      [
        "no Tailwind reset",
        !plainBuild.css.includes("tab-size:4") && !plainBuild.css.includes("::file-selector-button"),
      ],
    ]),
  );

  const quickStart = buildQuickStart(tarball);
  const quickStartBuild = buildOutput(quickStart);
  const theme = await import(
    pathToFileURL(join(quickStart, "node_modules/@campus/design-system/dist/theme/index.js")).href
  );
  const firstInHead = /<head>\s*<script>([\s\S]*?)<\/script>/.exec(quickStartBuild.html)?.[1];
  const digest = firstInHead && `sha256-${createHash("sha256").update(firstInHead, "utf8").digest("base64")}`;
  fail(
    "The README's quick start",
    unmet([
      ...themeExpectations(quickStartBuild),
      ["has the theme boot script first in the head", firstInHead === theme.themeBootScript],
      ["matches the exported CSP hash", digest === theme.themeBootScriptHash],
      ["installs no editor libraries", !existsSync(join(quickStart, "node_modules/@tiptap"))],
      ["bundles no editor", !quickStartBuild.js.includes("ProseMirror")],
      // react-aria's toast region names itself in each locale; the locales plugin keeps Polish and English only.
      ["keeps react-aria's Polish strings", quickStartBuild.js.includes("powiadomie")],
      ["drops react-aria's German strings", !quickStartBuild.js.includes("Benachrichtigung")],
    ]),
  );
  await runQuickStartInBrowser(join(quickStart, "dist"));

  console.log(
    `The README's quick start and both consumer apps built with the packed ${manifest.name}@${manifest.version}: ` +
      `${quickStartBuild.files.length}, ${tailwindBuild.files.length} and ${plainBuild.files.length} assets.`,
  );
  measureWeight(tarball, work);
} finally {
  rmSync(work, { recursive: true, force: true });
}
