/**
 * The theme lives in local storage as the dark-mode flag of SPEC section 3 ("true" means the
 * high-contrast theme) and is applied as `data-theme` on the root element.
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
 * Runs in the page head before the first paint so the stored theme shows without a flash. It must stay
 * self-contained: its source text is inlined as a script (see `themeBootScript`).
 */
export function bootTheme(): void {
  let dark = false;
  try {
    dark = window.localStorage.getItem("darkMode") === "true";
  } catch {
    dark = false;
  }
  document.documentElement.setAttribute("data-theme", dark ? "high-contrast" : "light");
}

/** The inline `<script>` body an HTML page puts first in its head. */
export const themeBootScript = `(${bootTheme.toString()})();`;
