// Fails when packages/design-system/ has changed since the branch left main and no changeset describes it,
// so every change to the published package reaches its changelog and version. Part of `pnpm lint`.
// It compares the working tree (committed, staged, unstaged and untracked files) with the merge base of HEAD
// and main; on main itself with nothing changed there is nothing to check. A release, which bumps the
// package's version and consumes the changesets (`changeset version`), passes.
//   node scripts/check-changeset.mjs
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const packageDir = "packages/design-system";
const packageName = "@campus/design-system";

const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: "pipe" }).trim();
const lines = (text) => text.split("\n").filter(Boolean);
const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return null;
  }
};

if (tryGit("rev-parse", "--is-inside-work-tree") !== "true") {
  console.log("check-changeset: not a git work tree, nothing to compare.");
  process.exit(0);
}

const mainRef = ["main", "origin/main"].find((ref) => tryGit("rev-parse", "--verify", "--quiet", ref));
if (!mainRef) {
  console.error("check-changeset: no main branch to compare with. Fetch it: git fetch origin main:main");
  process.exit(1);
}
const base = tryGit("merge-base", "HEAD", mainRef);
if (!base) {
  console.error(
    `check-changeset: HEAD shares no history with ${mainRef}. Fetch the full history: git fetch --unshallow`,
  );
  process.exit(1);
}

/** Files changed since the merge base under a folder, untracked ones included. */
const changedSince = (folder, filter = "ACDMRT") => [
  ...lines(git("diff", "--name-only", `--diff-filter=${filter}`, base, "--", folder)),
  ...lines(git("ls-files", "--others", "--exclude-standard", "--", folder)),
];

const changed = changedSince(packageDir);
if (changed.length === 0) process.exit(0);

const versionAt = (ref) => {
  const manifest = ref
    ? tryGit("show", `${ref}:${packageDir}/package.json`)
    : readFileSync(join(root, packageDir, "package.json"), "utf8");
  return manifest ? JSON.parse(manifest).version : null;
};
if (versionAt(base) !== versionAt(null)) process.exit(0);

// A changeset names the package in its front matter; an empty one (`changeset --empty`) names none and
// says on purpose that the change does not reach the published package.
const frontMatter = (file) => /^---\n([\s\S]*?)\n?---/.exec(readFileSync(join(root, file), "utf8"))?.[1] ?? "";
const changesets = changedSince(".changeset", "A").filter(
  (file) => file.endsWith(".md") && !file.endsWith("README.md"),
);
const described = changesets.some((file) => {
  const matter = frontMatter(file).trim();
  return matter === "" || matter.includes(`"${packageName}"`) || matter.includes(`'${packageName}'`);
});
if (described) process.exit(0);

console.error(
  `check-changeset: ${changed.length} file(s) of ${packageName} changed since ${mainRef} without a changeset:\n` +
    changed
      .slice(0, 10)
      .map((file) => `  ${file}`)
      .join("\n") +
    (changed.length > 10 ? `\n  … and ${changed.length - 10} more` : "") +
    "\nRun `pnpm changeset`, pick the bump (patch, minor or major) and describe the change for the package's users;" +
    "\nfor a change that does not reach the published package (a story, a test), `pnpm changeset --empty`.",
);
process.exit(1);
