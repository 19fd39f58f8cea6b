/*
 * The suite's child processes run the server as production does: the JavaScript of dist/ (build.mjs), with no
 * TypeScript loader. This is the API projects' global setup (vitest.config.ts), so every test file finds it built.
 */
import { buildServerWhenStale } from "../build.mjs";

/** Node's arguments for the built server (run in apps/api). */
export const serverArgs = ["--enable-source-maps", "dist/main.mjs"];
/** Node's arguments for the built command line (run in apps/api). */
export const cliArgs = ["--enable-source-maps", "dist/bin.mjs"];

export default async function setup() {
  await buildServerWhenStale({ quiet: true });
}
