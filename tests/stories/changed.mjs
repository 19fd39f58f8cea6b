// Which story files a change touches: the story files changed since main, and those that import a changed
// file directly or through other modules. The import graph is the Storybook build's own
// (`preview-stats.json`, written by `storybook build --stats-json`, the file Chromatic's TurboSnap reads).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Changes here can alter any story's check: every story is checked. */
const affectsEveryStory = [
  /^\.storybook\//,
  /^tests\/stories\//,
  /^test-runner-jest\.config\.js$/,
  /^package\.json$/,
  /^pnpm-lock\.yaml$/,
  /^locales\//,
  /\.css$/,
];

const isStoryFile = (path) => /\.stories\.tsx?$/.test(path);

function git(root, args) {
  return execFileSync("git", args, { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((line) => line.length > 0);
}

/** Files changed since the branch left main (committed, staged, unstaged or new), relative to the root. */
export function changedFiles(root) {
  // A clone has origin/main; a working copy without a remote compares with its own main.
  const hasOrigin = git(root, ["for-each-ref", "--format=%(refname)", "refs/remotes/origin/main"]).length > 0;
  const main = hasOrigin ? "origin/main" : "main";
  const [base] = git(root, ["merge-base", "HEAD", main]);
  return [
    ...new Set([
      ...git(root, ["diff", "--name-only", base ?? "HEAD"]),
      ...git(root, ["ls-files", "--others", "--exclude-standard"]),
    ]),
  ];
}

/**
 * The story files to check for `changed` files: `"all"` when a change reaches every story, else the story
 * files reached from the changed files through their importers.
 */
export function affectedStoryFiles(changed, statsPath) {
  if (changed.some((path) => affectsEveryStory.some((pattern) => pattern.test(path)))) return "all";
  if (!existsSync(statsPath)) {
    throw new Error(`No import graph at ${statsPath}: build Storybook with \`pnpm build-storybook\` first.`);
  }
  const { modules } = JSON.parse(readFileSync(statsPath, "utf8"));
  /** module → the modules that import it, both as "./path/from/root". */
  const importers = new Map(modules.map((module) => [module.id, module.reasons.map((reason) => reason.moduleName)]));
  const reached = new Set();
  const queue = changed.map((path) => `./${path}`);
  while (queue.length > 0) {
    const module = queue.pop();
    if (reached.has(module)) continue;
    reached.add(module);
    queue.push(...(importers.get(module) ?? []));
  }
  return [...reached]
    .map((module) => module.slice(2))
    .filter(isStoryFile)
    .sort();
}

/** `preview-stats.json` of a Storybook build folder. */
export const statsFile = (staticDir) => join(staticDir, "preview-stats.json");
