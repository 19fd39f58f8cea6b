// Runs the story checks against the static Storybook build: serves `storybook-static` on a free
// loopback port and runs the Storybook test-runner (play, axe, screenshots) in Debian's Chromium.
//   node tests/stories/run.mjs             check every story
//   node tests/stories/run.mjs --update    rewrite every baseline from the current build
//   node tests/stories/run.mjs <paths…>    check only the stories in those files
//   --static-dir <dir>                     check another Storybook build than storybook-static/
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import sirv from "sirv";

const root = resolve(import.meta.dirname, "../..");
const baselineDir = resolve(root, "tests/visual/baselines");
const resultsDir = resolve(root, "tests/visual/results");

const args = process.argv.slice(2);
const update = args.includes("--update");
const staticDirIndex = args.indexOf("--static-dir");
const staticDir = resolve(root, staticDirIndex >= 0 ? (args[staticDirIndex + 1] ?? "") : "storybook-static");
const passThrough = args.filter(
  (arg, index) =>
    arg !== "--update" && (staticDirIndex < 0 || (index !== staticDirIndex && index !== staticDirIndex + 1)),
);

if (!existsSync(resolve(staticDir, "index.json"))) {
  console.error(`No Storybook build at ${staticDir}. Run \`pnpm build-storybook\` first.`);
  process.exit(1);
}
const ensured = spawnSync(process.execPath, [resolve(import.meta.dirname, "ensure-chromium.mjs")], {
  stdio: "inherit",
});
if (ensured.status !== 0) process.exit(ensured.status ?? 1);

// A full refresh starts from nothing, so baselines of removed stories do not linger.
if (update && passThrough.length === 0) rmSync(baselineDir, { recursive: true, force: true });

const server = createServer(sirv(staticDir, { dev: false, etag: true }));
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const runner = spawn(
  resolve(root, "node_modules/.bin/test-storybook"),
  ["--url", url, "--maxWorkers=2", "--ci", ...passThrough],
  {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      UPDATE_BASELINES: update ? "1" : "0",
      STORYBOOK_DISABLE_TELEMETRY: "1",
    },
  },
);
const code = await new Promise((done) => runner.on("exit", (exitCode) => done(exitCode ?? 1)));
server.close();

if (code !== 0 && existsSync(resultsDir) && readdirSync(resultsDir).length > 0) {
  console.error(`\nVisual differences: baseline, actual and diff images are in ${resultsDir}`);
}
process.exit(code);
