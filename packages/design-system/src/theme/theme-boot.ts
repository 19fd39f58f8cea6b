/**
 * The learner's theme lives in local storage under the key `darkMode`: the string "true" means the
 * high-contrast theme, anything else (or nothing) the light one. The same flag is what the campus keeps with
 * the learner's account, so a choice made in one product shows in the others. It is applied as `data-theme`
 * on the root element.
 */
export const themes = ["light", "high-contrast"] as const;
export type Theme = (typeof themes)[number];

export const darkModeStorageKey = "darkMode";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (themes as readonly string[]).includes(value);
}

/** Reads the stored flag; anything but "true" (including no storage at all) is the light theme. */
export function readStoredTheme(storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage): Theme {
  try {
    return storage?.getItem(darkModeStorageKey) === "true" ? "high-contrast" : "light";
  } catch {
    // Storage can throw when blocked by privacy settings; the light theme is the safe default.
    return "light";
  }
}

export function storeTheme(
  theme: Theme,
  storage: Pick<Storage, "setItem"> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(darkModeStorageKey, String(theme === "high-contrast"));
  } catch {
    // Not remembering the choice is better than failing the toggle.
  }
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
}

/**
 * The inline `<script>` body an HTML page puts first in its head, so the stored theme applies before the
 * first paint. A literal rather than a function's source text, so it is the same byte for byte whichever
 * tool builds the app, and `themeBootScriptHash` stays true for a Content-Security-Policy.
 */
export const themeBootScript =
  '(function(){var t="light";try{if(window.localStorage.getItem("darkMode")==="true")t="high-contrast"}catch(e){}document.documentElement.setAttribute("data-theme",t)})();';

/**
 * The Content-Security-Policy source that allows `themeBootScript` inline: `script-src 'self'
 * 'sha256-…'`. It changes only when the script does, which a release's changelog says (a unit test keeps it
 * equal to the script's SHA-256).
 */
export const themeBootScriptHash = "sha256-9koDplZ81rs16aKU/TX/HOWMuTSnjF9OCqAnGqK+rx0=";

/** What `themeBootScript` does, for a page that runs it from a module instead of inlining it. */
export function bootTheme(): void {
  applyTheme(readStoredTheme());
}
