// Makes sure Debian's Chromium is there for the story checks and end-to-end tests. Test tools never
// download a browser of their own: they are pointed at this one (CHROMIUM_PATH overrides the path).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "../chromium.mjs";

if (existsSync(chromiumPath)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || process.env.CHROMIUM_PATH) {
  console.error(
    `Chromium is missing at ${chromiumPath}.\n` +
      "Install Debian's package as root: apt-get update && apt-get install -y chromium\n" +
      "or point CHROMIUM_PATH at a Chromium binary.",
  );
  process.exit(1);
}

console.log("Chromium is missing: installing Debian's chromium package…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [
  ["update", "-qq"],
  ["install", "-y", "-qq", "chromium"],
]) {
  const result = spawnSync("apt-get", args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(" ")} failed (exit ${result.status}).`);
    process.exit(1);
  }
}
if (!existsSync(chromiumPath)) {
  console.error(`apt-get finished but ${chromiumPath} is still missing.`);
  process.exit(1);
}
