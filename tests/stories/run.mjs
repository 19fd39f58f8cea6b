// Runs the story checks against the static Storybook build: serves `storybook-static` on a free
// loopback port and runs the Storybook test-runner (play, axe, screenshots) in Debian's Chromium.
//   node tests/stories/run.mjs             check every story
//   node tests/stories/run.mjs <paths…>    check only the stories in those files
//   node tests/stories/run.mjs --changed   check only the stories whose files, or whose imports, changed
//                                          since main (needs a current `pnpm build-storybook`)
//   node tests/stories/run.mjs --update    write the baselines of new and changed screenshots (with paths or
//                                          --changed: of those stories; without: also delete unused ones)
//   --timings                              print where the checks' time went (visit, render, axe, screenshot…)
//   --static-dir <dir>                     check another Storybook build than storybook-static/
//   --ui                                   check only Storybook's own UI (tests/stories/storybook-ui.spec.ts)
// A run of every story also checks Storybook's own UI as a designer meets it: docs pages in both themes, the
// both-themes view, page stories at desktop width (Playwright, a few seconds).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { relative, resolve } from "node:path";
import sirv from "sirv";
import { affectedStoryFiles, changedFiles, statsFile } from "./changed.mjs";

const root = resolve(import.meta.dirname, "../..");
const resultsDir = resolve(root, "tests/visual/results");
const baselineDir = resolve(root, "tests/visual/baselines");
/** Where jest-image-snapshot lists the baselines a run compared or wrote, when asked to track them. */
const touchedList = resolve(root, ".jest-image-snapshot-touched-files");
/** Where `--timings` collects each story's phases (see tests/stories/timings.ts). */
const timingsFile = resolve(resultsDir, "..", "timings.jsonl");
/** Where the runner lists the story files with a failed check (see failed-files-reporter.mjs). */
const failedList = resolve(resultsDir, "..", "failed-files.txt");
const recheckLimit = 5;

const args = process.argv.slice(2);
const update = args.includes("--update");
const timings = args.includes("--timings");
const changed = args.includes("--changed");
const uiOnly = args.includes("--ui");
const staticDirIndex = args.indexOf("--static-dir");
const staticDir = resolve(root, staticDirIndex >= 0 ? (args[staticDirIndex + 1] ?? "") : "storybook-static");
const paths = args.filter(
  (arg, index) =>
    !["--update", "--changed", "--timings", "--ui"].includes(arg) &&
    (staticDirIndex < 0 || (index !== staticDirIndex && index !== staticDirIndex + 1)),
);

if (!existsSync(resolve(staticDir, "index.json"))) {
  console.error(`No Storybook build at ${staticDir}. Run \`pnpm build-storybook\` first.`);
  process.exit(1);
}

if (changed) {
  const stories = affectedStoryFiles(changedFiles(root), statsFile(staticDir));
  if (stories !== "all") {
    if (stories.length === 0) {
      console.log("No story file or its imports changed since main.");
      process.exit(0);
    }
    console.log(`Checking the stories of ${stories.length} changed file(s):\n  ${stories.join("\n  ")}`);
    paths.push(...stories);
  } else console.log("A change reaches every story: checking them all.");
}

const ensured = spawnSync(process.execPath, [resolve(import.meta.dirname, "ensure-chromium.mjs")], {
  stdio: "inherit",
});
if (ensured.status !== 0) process.exit(ensured.status ?? 1);

const fullUpdate = update && paths.length === 0 && !uiOnly;
rmSync(touchedList, { force: true });
rmSync(timingsFile, { force: true });
rmSync(failedList, { force: true });
// Results of an earlier run would mislead next to this one's.
rmSync(resultsDir, { recursive: true, force: true });

const server = createServer(sirv(staticDir, { dev: false, etag: true }));
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

/** Runs a command to its end; resolves with its exit code. */
const run = (command, commandArgs, env) =>
  new Promise((done) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (exitCode) => done(exitCode ?? 1));
  });

/** Checks the stories of `files` (all when empty); resolves with the runner's exit code. */
const checkStories = (files) =>
  run(
    resolve(root, "node_modules/.bin/test-storybook"),
    // `--ci` never writes a baseline, so a story without one fails; `-u` writes new and changed ones.
    ["--url", url, "--maxWorkers=2", update ? "-u" : "--ci", ...files],
    {
      STORYBOOK_DISABLE_TELEMETRY: "1",
      UPDATE_BASELINES: update ? "1" : "0",
      STORY_CHECK_FAILED_FILES: failedList,
      ...(fullUpdate ? { JEST_IMAGE_SNAPSHOT_TRACK_OBSOLETE: "1" } : {}),
      ...(timings ? { STORY_CHECK_TIMINGS: timingsFile } : {}),
    },
  );

/**
 * The files that failed, checked once more. On a loaded two-core machine about one check in 500 fails on its
 * own: a story not rendered within the runner's wait, or a cover's corners rasterised the other way. A real
 * change fails again; a file that passes the second time is named as flaky, for its story to be made steadier.
 * More than `recheckLimit` failed files is taken as a real change and not checked again.
 */
const recheck = async () => {
  const failed = existsSync(failedList)
    ? readFileSync(failedList, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((file) => relative(root, file))
    : [];
  if (update || failed.length === 0 || failed.length > recheckLimit) return 1;
  console.log(`\nChecking the ${failed.length} failed story file(s) once more:\n  ${failed.join("\n  ")}`);
  const code = await checkStories(failed);
  if (code === 0) {
    console.warn(`\nFLAKY: these story files failed once and passed when checked again:\n  ${failed.join("\n  ")}`);
  }
  return code;
};

const storiesCode = uiOnly ? 0 : (await checkStories(paths)) && (await recheck());
rmSync(failedList, { force: true });
// Storybook's own UI, when every story is checked (or asked for alone); its screenshots are written only by
// an update, and a missing one fails.
const uiCode =
  uiOnly || (paths.length === 0 && !changed)
    ? await run(
        resolve(root, "node_modules/.bin/playwright"),
        [
          "test",
          "-c",
          resolve(import.meta.dirname, "playwright.config.ts"),
          update ? "--update-snapshots=changed" : "--update-snapshots=none",
        ],
        { STORYBOOK_URL: url },
      )
    : 0;
const code = storiesCode || uiCode;
server.close();

// A full update that passed deletes the baselines no story compared or wrote: those of removed stories.
if (fullUpdate && code === 0 && existsSync(touchedList)) {
  const touched = new Set(readFileSync(touchedList, "utf8").split("\n"));
  for (const file of readdirSync(baselineDir)) {
    if (!touched.has(resolve(baselineDir, file))) {
      console.log(`Deleting the unused baseline ${file}`);
      rmSync(resolve(baselineDir, file));
    }
  }
}
rmSync(touchedList, { force: true });

if (timings && existsSync(timingsFile)) {
  const stories = readFileSync(timingsFile, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  const totals = {};
  for (const { phases } of stories) {
    for (const [phase, milliseconds] of Object.entries(phases)) totals[phase] = (totals[phase] ?? 0) + milliseconds;
  }
  const all = Object.values(totals).reduce((sum, value) => sum + value, 0);
  console.log(`\nWhere the time went, summed over both workers, ${stories.length} stories:`);
  for (const [phase, milliseconds] of Object.entries(totals).sort(([, a], [, b]) => b - a)) {
    const share = ((milliseconds / all) * 100).toFixed(0);
    console.log(
      `  ${phase.padEnd(11)} ${(milliseconds / 1000).toFixed(1).padStart(7)} s  ${share.padStart(3)} %  ${(milliseconds / stories.length).toFixed(0).padStart(5)} ms a story`,
    );
  }
}

if (code !== 0 && existsSync(resultsDir) && readdirSync(resultsDir).length > 0) {
  console.error(`\nVisual differences: the actual images and baseline | diff | actual strips are in ${resultsDir}`);
}
process.exit(code);
