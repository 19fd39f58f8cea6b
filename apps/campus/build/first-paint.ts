import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";
import { languageBootScript } from "../../../packages/campus-features/src/i18n/language-boot";
import { bootScreenHtml } from "../../../packages/campus-features/src/session/boot-screen-markup";
// Vite loads the config before `resolve.conditions` apply, so these come from the sources.
import { themeBootScript } from "../../../packages/design-system/src/theme/theme-boot";

const locale = (language: "pl" | "en") =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../locales/${language}.json`), "utf8")) as {
    app: { loadingScreen: string };
  };

/**
 * What the page paints before any script of the campus has run (issue 20: a phone's first visit showed nothing
 * for seconds): the theme and language boot scripts first in the head, so the stored theme and the learner's
 * language apply before the first paint, and the app-loading screen of SPEC section 2 inside `#root`, which
 * the app's first render replaces with the same screen. The server allows both scripts by their hashes in the
 * campus's Content-Security-Policy.
 */
export function firstPaint(): Plugin {
  return {
    name: "campus-first-paint",
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        const screen = bootScreenHtml({ pl: locale("pl").app.loadingScreen, en: locale("en").app.loadingScreen });
        const withScripts = html.replace(
          /\s*<!-- boot-scripts:[^>]*-->/,
          `\n    <script>${themeBootScript}</script>\n    <script>${languageBootScript}</script>`,
        );
        const painted = withScripts.replace(/<!-- app-loading-screen:[^>]*-->/, screen);
        if (painted === withScripts || withScripts === html) {
          throw new Error("first-paint: index.html lost its boot-scripts or app-loading-screen comment.");
        }
        return painted;
      },
    },
  };
}
