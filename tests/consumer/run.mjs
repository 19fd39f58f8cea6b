// The packed-package consumer test: builds @campus/design-system, packs it as it would be published,
// installs the tarball into a fresh Vite + React app outside the workspace, and builds that app. It fails
// on any error, and checks that the built app carries the components, the theme tokens and the font.
//   node tests/consumer/run.mjs        (root script: pnpm test:consumer)
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const packageDir = join(root, "packages/design-system");
const work = mkdtempSync(join(tmpdir(), "campus-consumer-"));
const run = (command, args, cwd) => {
  console.log(`$ ${command} ${args.join(" ")}`);
  execFileSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, npm_config_update_notifier: "false" } });
};

try {
  run("pnpm", ["--filter", "@campus/design-system", "build"], root);
  run("pnpm", ["pack", "--pack-destination", work], packageDir);
  const tarball = readdirSync(work).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error("pnpm pack wrote no tarball");

  const app = join(work, "app");
  cpSync(join(import.meta.dirname, "app"), app, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(app, "package.json"), "utf8"));
  manifest.dependencies["@campus/design-system"] = `file:${join(work, tarball)}`;
  writeFileSync(join(app, "package.json"), JSON.stringify(manifest, null, 2));

  run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], app);
  run("npx", ["--no-install", "vite", "build", "--logLevel", "warn"], app);

  const assets = join(app, "dist/assets");
  const files = readdirSync(assets);
  const text = (extension) =>
    files
      .filter((name) => name.endsWith(extension))
      .map((name) => readFileSync(join(assets, name), "utf8"))
      .join("\n");
  const css = text(".css");
  const js = text(".js");
  const expectations = [
    [
      "the high-contrast theme tokens",
      css.includes('[data-theme="high-contrast"]') || css.includes("[data-theme=high-contrast]"),
    ],
    ["a utility of the theme (bg-accent)", css.includes(".bg-accent")],
    ["the Inter font", files.some((name) => name.endsWith(".woff2")) && css.includes("Inter Variable")],
    ["the theme boot script", js.includes("darkMode")],
    ["the components' own classes", js.includes("bg-accent") && js.includes("rounded-control")],
    // Tailwind found the classes inside the package's dist through the @source line.
    ["utilities generated from the package", css.includes(".rounded-control") && css.includes(".bg-success-subtle")],
  ];
  const missing = expectations.filter(([, ok]) => !ok).map(([what]) => what);
  if (missing.length > 0) throw new Error(`The consumer build lacks: ${missing.join(", ")}`);
  console.log(`Consumer app built with the packed ${tarball}: ${files.length} assets.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
