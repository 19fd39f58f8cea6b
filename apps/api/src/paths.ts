import { fileURLToPath } from "node:url";

/*
 * The server's folders, taken from this module's own address. It sits one level below apps/api, in src/ as in
 * the built dist/ (build.mjs bundles every module into one file there), so the paths read the same either way;
 * a module deeper in src/ asks here rather than counting its own `../`.
 */
const apiDir = new URL("../", import.meta.url);

/** The embedded database's default data directory (PGLITE_DATA_DIR overrides it). */
export const defaultDataDir = fileURLToPath(new URL(".pglite", apiDir));

/** The demo's media files, shipped beside the seed. */
export const mediaDir = new URL("media/", apiDir);
