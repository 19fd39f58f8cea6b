// Makes sure Debian's Chromium is there for the story checks and end-to-end tests. Test tools never
// download a browser of their own: they are pointed at this one (CHROMIUM_PATH overrides the path).
import { existsSync } from "node:fs";
import { ensureDebianPackage } from "../../scripts/debian-package.mjs";
import { chromiumPath } from "../chromium.mjs";

if (!existsSync(chromiumPath) && process.env.CHROMIUM_PATH) {
  console.error(`Chromium is missing at ${chromiumPath} (CHROMIUM_PATH): point it at a Chromium binary.`);
  process.exit(1);
}
ensureDebianPackage({ pkg: "chromium", binary: chromiumPath, hint: "\nor point CHROMIUM_PATH at a Chromium binary." });
