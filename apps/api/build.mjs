// The server as JavaScript built ahead: production runs `node dist/main.mjs`, with no TypeScript loader at run
// time. Three entries, each one file with the workspace's TypeScript (this app and @campus/contract) and its
// strings (@campus/locales, which the mails say) inside, and every npm dependency left to Node's own resolution
// from this folder:
// - dist/main.mjs, the server (src/main.ts);
// - dist/bin.mjs, the command line (src/bin.ts);
// - dist/certificate-worker.mjs, the thread that draws certificates (certificate.ts starts it beside itself).
// dist/ sits at the depth of src/, so a path a module takes from its own address (the data directory, the
// media folder: src/paths.ts) reads the same built or not.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = fileURLToPath(new URL("./", import.meta.url));
const { dependencies } = JSON.parse(readFileSync(`${here}package.json`, "utf8"));
/** What the build reads: the server's sources, the contract's, the strings (the mails'), and this file. */
const sources = [
  `${here}src`,
  `${here}../../packages/contract/src`,
  `${here}../../locales/pl.json`,
  `${here}../../locales/en.json`,
  `${here}build.mjs`,
];
/** The server's entry in the build. */
export const serverEntry = `${here}dist/main.mjs`;

/** Builds dist/; resolves with esbuild's warnings (errors reject). */
export async function buildServer({ quiet = false } = {}) {
  const result = await build({
    absWorkingDir: here,
    entryPoints: {
      main: "src/main.ts",
      bin: "src/bin.ts",
      "certificate-worker": "src/services/certificate-draw.ts",
    },
    outdir: "dist",
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    // npm packages load from node_modules as they are (native and WebAssembly parts included); the workspace's
    // own packages are TypeScript sources and are built in.
    external: Object.keys(dependencies).filter((name) => !name.startsWith("@campus/")),
    sourcemap: "linked",
    logLevel: quiet ? "warning" : "info",
  });
  return result.warnings;
}

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(`${path}/${name}`)));
}

/** Builds dist/ when it is missing or older than a source; resolves with whether it built. */
export async function buildServerWhenStale({ quiet = false } = {}) {
  if (existsSync(serverEntry) && statSync(serverEntry).mtimeMs >= Math.max(...sources.map(newest))) return false;
  await buildServer({ quiet });
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer({ quiet: process.argv.includes("--quiet") });
