import { useCallback, useEffect, useSyncExternalStore } from "react";
import { applyTheme, darkModeStorageKey, readStoredTheme, storeTheme, type Theme } from "../../theme/theme-boot";

// Every useTheme() of the page reads one store, the stored flag: a switch in one place re-renders them all, and
// a switch in another tab of the same site arrives as a `storage` event.
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key !== null && event.key !== darkModeStorageKey) return;
    applyTheme(readStoredTheme());
    onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

// Where storage is blocked (privacy settings) the choice cannot be kept, but it still holds for this page.
let unstoredTheme: Theme | null = null;

function currentTheme(): Theme {
  return unstoredTheme ?? readStoredTheme();
}

export type UseThemeResult = {
  /** The learner's theme: the stored choice, or "light" when there is none. */
  theme: Theme;
  /** Stores the theme, applies it as `data-theme` on `<html>` and updates every `useTheme()` of the page. */
  setTheme: (theme: Theme) => void;
};

/**
 * The learner's theme, kept and applied: reads the stored choice (the `darkMode` flag the boot script reads),
 * and `setTheme` stores it, sets `data-theme` on `<html>` and re-renders every component that uses it, in this
 * tab and in the site's other open tabs. On the server and before hydration it is "light".
 *
 * ```tsx
 * const { theme, setTheme } = useTheme();
 * <ContrastSwitch theme={theme} onChange={setTheme} label="High contrast" />
 * ```
 */
export function useTheme(): UseThemeResult {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => "light" as const);

  // The page shows what is stored even without the boot script in its head.
  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    unstoredTheme = readStoredTheme() === next ? null : next;
    applyTheme(next);
    for (const listener of listeners) listener();
  }, []);

  return { theme, setTheme };
}
