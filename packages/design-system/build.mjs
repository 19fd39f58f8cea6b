// Builds the published package into dist/: ESM per entry (the root, the theme helpers and every component
// folder, so `@campus/design-system/components/<name>` imports only that component), type declarations,
// the Tailwind theme files, and one prebuilt stylesheet for apps without Tailwind.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const root = import.meta.dirname;
const dist = resolve(root, "dist");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

rmSync(dist, { recursive: true, force: true });

const componentEntries = Object.fromEntries(
  readdirSync(join(root, "src/components"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, "src/components", entry.name, "index.ts")))
    .map((entry) => [`components/${entry.name}/index`, join(root, "src/components", entry.name, "index.ts")]),
);

// Dependencies stay imports: the app's bundler resolves and dedupes them.
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => external.some((name) => id === name || id.startsWith(`${name}/`));

await build({
  root,
  configFile: false,
  logLevel: "warn",
  plugins: [react()],
  build: {
    outDir: dist,
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    lib: {
      entry: {
        index: join(root, "src/index.ts"),
        "theme/index": join(root, "src/theme/index.ts"),
        ...componentEntries,
      },
      formats: ["es"],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      external: isExternal,
      output: { chunkFileNames: "chunks/[name]-[hash].js" },
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
});

// The prebuilt stylesheet: Tailwind compiled over the package's own sources, font included.
await build({
  root,
  configFile: false,
  logLevel: "warn",
  plugins: [tailwindcss()],
  build: {
    outDir: dist,
    emptyOutDir: false,
    assetsDir: "assets",
    rolldownOptions: {
      input: { styles: join(root, "src/styles/styles.css") },
      output: {
        assetFileNames: (asset) =>
          asset.names?.[0]?.endsWith(".css") ? "styles.css" : "assets/[name]-[hash][extname]",
      },
    },
  },
});
for (const leftover of readdirSync(dist).filter((name) => name.startsWith("styles") && name.endsWith(".js"))) {
  rmSync(join(dist, leftover));
}

// The Tailwind theme for apps that compile Tailwind themselves.
mkdirSync(dist, { recursive: true });
copyFileSync(join(root, "src/styles/theme.css"), join(dist, "theme.css"));
copyFileSync(join(root, "src/styles/tokens.css"), join(dist, "tokens.css"));

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const declarations = spawnSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json")], { stdio: "inherit" });
if (declarations.status !== 0) process.exit(declarations.status ?? 1);
