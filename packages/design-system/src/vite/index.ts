import { themeBootScript } from "../theme/theme-boot";

/** A tag Vite writes into `index.html`: the shape of Vite's `HtmlTagDescriptor`. */
export type CampusBootTag = { tag: "script"; children: string; injectTo: "head-prepend" };

/**
 * The plugin `campusBoot()` returns. It has the shape of a Vite `Plugin`, so `plugins: [campusBoot()]` type-checks
 * without the package depending on Vite.
 */
export type CampusBootPlugin = {
  name: string;
  transformIndexHtml: { order: "pre"; handler: () => CampusBootTag[] };
};

/**
 * A Vite plugin that puts the theme boot script (`themeBootScript`) first in the head of every HTML page Vite
 * serves or builds, as an inline script: the learner's stored theme applies before the first paint, so a
 * high-contrast page never flashes light. A Content-Security-Policy allows it with `themeBootScriptHash`.
 *
 * ```ts
 * // vite.config.ts
 * import { campusBoot } from "@campus/design-system/vite";
 * export default defineConfig({ plugins: [react(), campusBoot()] });
 * ```
 */
export function campusBoot(): CampusBootPlugin {
  return {
    name: "campus-design-system:boot",
    transformIndexHtml: {
      order: "pre",
      handler: () => [{ tag: "script", children: themeBootScript, injectTo: "head-prepend" }],
    },
  };
}
