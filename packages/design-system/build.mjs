// Builds the published package into dist/: ESM per entry (the root, the theme helpers and every component
// folder, so `@campus/design-system/components/<name>` imports only that component), type declarations
// that resolve under every TypeScript module resolution, and one prebuilt stylesheet for apps without
// Tailwind. The Tailwind theme files (theme.css, tokens.css) ship from src/styles as they are.
// It runs before every pack (the `prepack` script), under npm as under pnpm.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
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

// Every component renders react-aria components (which carry no "use client" of their own) and hands them
// functions (render props, className callbacks) that cannot cross from server to client, so every chunk of
// component code is client code for a server-components framework, and so is the root entry, which also
// re-exports react-aria's I18nProvider. The theme helpers stay plain modules: a server component can then
// inline `themeBootScript` in the page head and call `readStoredTheme` and the rest, which a client
// reference would not allow.
// The Vite plugin (`./vite`) runs in Node, in the app's Vite config, and is no client code either.
const serverSafeSources = [join(root, "src/theme/"), join(root, "src/vite/")];
// An entry that only re-exports a shared chunk has no modules of its own, so its entry module decides.
const useClient = (chunk) => {
  const sources = [chunk.facadeModuleId, ...chunk.moduleIds].filter(Boolean);
  return sources.every((id) => serverSafeSources.some((folder) => id.startsWith(folder))) ? "" : '"use client";';
};

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
        "vite/index": join(root, "src/vite/index.ts"),
        ...componentEntries,
      },
      formats: ["es"],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      external: isExternal,
      output: { chunkFileNames: "chunks/[name]-[hash].js", postBanner: useClient },
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
});

// The prebuilt stylesheets: Tailwind compiled over the package's own sources, font included; styles.css with
// Tailwind's reset (preflight), styles-no-reset.css without it, for apps that keep their own.
await build({
  root,
  configFile: false,
  logLevel: "warn",
  // The font URLs stay relative to styles.css, so they resolve wherever the app's bundler puts the package.
  base: "./",
  plugins: [tailwindcss()],
  build: {
    outDir: dist,
    emptyOutDir: false,
    assetsDir: "assets",
    rolldownOptions: {
      input: {
        styles: join(root, "src/styles/styles.css"),
        "styles-no-reset": join(root, "src/styles/styles-no-reset.css"),
      },
      output: {
        assetFileNames: (asset) => {
          const name = asset.names?.[0] ?? "";
          return name.endsWith(".css") ? name : "assets/[name]-[hash][extname]";
        },
      },
    },
  },
});
for (const leftover of readdirSync(dist).filter((name) => name.startsWith("styles") && name.endsWith(".js"))) {
  rmSync(join(dist, leftover));
}

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const declarations = spawnSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json")], { stdio: "inherit" });
if (declarations.status !== 0) process.exit(declarations.status ?? 1);

// The sources import folders and files without extensions, as bundlers allow. Under `node16`/`nodenext`
// TypeScript resolves relative imports of a declaration file only by their full name, so each one is
// written out: `./button` becomes `./button.js`, `./components/button` becomes `./components/button/index.js`.
const relativeSpecifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\2/g;
for (const file of declarationFiles(dist)) {
  const text = readFileSync(file, "utf8");
  const explicit = text.replace(relativeSpecifier, (_match, keyword, quote, specifier) => {
    return `${keyword}${quote}${explicitSpecifier(file, specifier)}${quote}`;
  });
  if (explicit !== text) writeFileSync(file, explicit);
}

function* declarationFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(path);
    else if (entry.name.endsWith(".d.ts")) yield path;
  }
}

function explicitSpecifier(file, specifier) {
  if (specifier.endsWith(".js")) return specifier;
  const target = resolve(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, "index.d.ts"))) return `${specifier}/index.js`;
  throw new Error(`${file}: the declaration import "${specifier}" matches no emitted declaration file.`);
}
