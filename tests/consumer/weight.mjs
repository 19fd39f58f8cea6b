// What the packed @campus/design-system weighs for a team that installs it, measured as that team would:
//   - installed: `npm install <tarball>` with plain npm in an empty folder (npm adds the React peers), then the
//     bytes of node_modules (du); once more with the rich-text editor's optional peers added, when the package
//     has any; and, of each, the part that is tiptap and prosemirror;
//   - bundle: a Vite + React app that renders one Button from the package's root entry, against the same app
//     rendering a plain <button>, built in the same run: the gzip bytes of their JavaScript (Node's zlib,
//     level 9; 1 kB = 1000 bytes) and what the Button adds; and the same app with one rich-text editor instead.
// Figures for information, not a budget. The consumer test prints them for the tarball it packs; alone:
//   node tests/consumer/weight.mjs            (root script: pnpm bench:package; packs with npm first)
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const env = { ...process.env, npm_config_update_notifier: "false", npm_config_fund: "false" };
const npm = (args, cwd) => {
  console.log(`$ npm ${args.join(" ")}`);
  execFileSync("npm", args, { cwd, env, stdio: ["ignore", "ignore", "inherit"] });
};
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const MB = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const duBytes = (path) =>
  existsSync(path) ? Number(execFileSync("du", ["-sb", path], { encoding: "utf8" }).split("\t")[0]) : 0;
const writeJson = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
const manifestOf = (tarball) =>
  JSON.parse(execFileSync("tar", ["-xzOf", tarball, "package/package.json"], { encoding: "utf8" }));

/** The bytes of node_modules after a plain `npm install` of the given specifiers into an empty folder. */
function installedSize(folder, specifiers) {
  mkdirSync(folder, { recursive: true });
  writeJson(join(folder, "package.json"), { name: "weigh-campus-design-system", private: true, type: "module" });
  npm(["install", "--no-audit", "--no-fund", "--loglevel=error", ...specifiers], folder);
  const modules = join(folder, "node_modules");
  const editorParts = [
    join(modules, "@tiptap"),
    ...readdirSync(modules)
      .filter((name) => name.startsWith("prosemirror-"))
      .map((name) => join(modules, name)),
  ];
  const largest = readdirSync(modules)
    .filter((name) => !name.startsWith("."))
    .map((name) => [name, duBytes(join(modules, name))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  return {
    total: duBytes(modules),
    editor: editorParts.reduce((sum, path) => sum + duBytes(path), 0),
    packages: readdirSync(modules).length,
    largest,
  };
}

/** The gzip bytes of the JavaScript a Vite build of `main.jsx` writes. */
function bundledScript(app, name, main) {
  const root = join(app, name);
  mkdirSync(join(root, "src"), { recursive: true });
  writeFileSync(
    join(root, "index.html"),
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8" /><title>Weight</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
  );
  writeFileSync(join(root, "src/main.jsx"), main);
  console.log(`$ vite build ${name}`);
  execFileSync("npx", ["--no-install", "vite", "build", name, "--config", "vite.config.js", "--logLevel", "warn"], {
    cwd: app,
    env,
    stdio: "inherit",
  });
  const assets = join(root, "dist/assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
}

const render = (imports, element) =>
  `${imports}import { createRoot } from "react-dom/client";\n` +
  `createRoot(document.getElementById("root")).render(${element});\n`;

/** Measures the tarball in `work` (a scratch folder) and prints the figures; returns them. */
export function measureWeight(tarball, work) {
  const manifest = manifestOf(tarball);
  const optionalPeers = Object.entries(manifest.peerDependenciesMeta ?? {})
    .filter(([, meta]) => meta.optional)
    .map(([name]) => `${name}@${manifest.peerDependencies[name]}`);

  const plain = installedSize(join(work, "weight-install"), [tarball]);
  const withEditor =
    optionalPeers.length > 0 ? installedSize(join(work, "weight-install-editor"), [tarball, ...optionalPeers]) : plain;

  const app = join(work, "weight-bundle");
  mkdirSync(app, { recursive: true });
  const consumerApp = JSON.parse(readFileSync(join(import.meta.dirname, "app/package.json"), "utf8"));
  const versionOf = (name) => consumerApp.dependencies[name];
  writeJson(join(app, "package.json"), {
    name: "weigh-campus-design-system-bundle",
    private: true,
    type: "module",
    dependencies: Object.fromEntries(
      ["vite", "@vitejs/plugin-react", "react", "react-dom"].map((name) => [name, versionOf(name)]),
    ),
  });
  npm(["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", tarball, ...optionalPeers], app);
  writeFileSync(
    join(app, "vite.config.js"),
    'import react from "@vitejs/plugin-react";\nimport { defineConfig } from "vite";\n' +
      "export default defineConfig({ plugins: [react()] });\n",
  );
  const baseline = bundledScript(app, "baseline", render("", '<button type="button">Continue</button>'));
  const oneButton = bundledScript(
    app,
    "one-button",
    render('import { Button } from "@campus/design-system";\n', '<Button variant="primary">Continue</Button>'),
  );

  const editorEntry = manifest.exports["./rich-text-editor"]
    ? "@campus/design-system/rich-text-editor"
    : "@campus/design-system";
  const withTextEditor = bundledScript(
    app,
    "text-editor",
    render(
      `import { TextEditor } from "${editorEntry}";\n` +
        'const labels = { toolbar: "Formatting", bold: "Bold", italic: "Italic", bulletList: "List", orderedList: "Numbered list", link: "Link" };\n' +
        'const linkDialog = { addTitle: "Add link", editTitle: "Edit link", urlLabel: "Address", saveLabel: "Save", cancelLabel: "Cancel", removeLabel: "Remove", invalidUrlMessage: "Invalid", invalidEmailMessage: "Invalid" };\n',
      '<TextEditor label="Answer" labels={labels} linkDialog={linkDialog} />',
    ),
  );

  const figures = { plain, withEditor, baseline, oneButton, withTextEditor, optionalPeers };
  console.log(
    [
      `Weight of ${manifest.name}@${manifest.version}:`,
      `  installed (npm install <tarball>): ${MB(plain.total)} (${plain.packages} top-level entries in node_modules), ` +
        `of which tiptap and prosemirror ${MB(plain.editor)}`,
      `    largest: ${plain.largest.map(([name, bytes]) => `${name} ${MB(bytes)}`).join(", ")}`,
      optionalPeers.length > 0
        ? `  installed with the editor's optional peers (${optionalPeers.length}): ${MB(withEditor.total)}, ` +
          `of which tiptap and prosemirror ${MB(withEditor.editor)}`
        : "  the package has no optional peers: the editor's dependencies are always installed",
      `  bundle, one Button: ${kB(oneButton)} gzip JavaScript, against ${kB(baseline)} for React alone: ` +
        `the Button adds ${kB(oneButton - baseline)}`,
      `  bundle, one TextEditor: ${kB(withTextEditor)} gzip JavaScript: the editor adds ${kB(withTextEditor - baseline)} to React alone`,
    ].join("\n"),
  );
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const packageDir = resolve(import.meta.dirname, "../../packages/design-system");
  const work = mkdtempSync(join(tmpdir(), "campus-weight-"));
  try {
    const packed = join(work, "pack");
    mkdirSync(packed);
    npm(["pack", "--loglevel=error", "--pack-destination", packed], packageDir);
    const tarball = readdirSync(packed).find((name) => name.endsWith(".tgz"));
    if (!tarball || !statSync(join(packed, tarball)).isFile()) throw new Error("npm pack wrote no tarball");
    measureWeight(join(packed, tarball), work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
