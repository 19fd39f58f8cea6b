// Installs a Debian package the project runs (Chromium for the browser tests, HAProxy for the cluster) when its
// binary is missing: with apt-get as root, otherwise it stops and says what to install. Nothing is downloaded
// from anywhere but Debian's archive.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Resolves when `binary` exists (installing `pkg` if it can); exits the process with the reason otherwise. */
export function ensureDebianPackage({ pkg, binary, hint = "" }) {
  if (existsSync(binary)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${binary} is missing.\nInstall Debian's package as root: apt-get update && apt-get install -y ${pkg}${hint}`,
    );
    process.exit(1);
  }
  console.log(`${binary} is missing: installing Debian's ${pkg} package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", pkg],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(" ")} failed (exit ${result.status}).`);
      process.exit(1);
    }
  }
  if (!existsSync(binary)) {
    console.error(`apt-get finished but ${binary} is still missing.`);
    process.exit(1);
  }
}
