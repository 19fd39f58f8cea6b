import { applyTheme, readStoredTheme, storeTheme, type Theme } from "@campus/design-system/theme";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCampusClient, useRevalidateAll } from "../data";
import { changeCampusLanguage, isLanguage, type Language, useCampusI18n } from "../i18n";
import { chosenByAddress, preferencesAtSignIn } from "./preferences-at-sign-in";
import { useSession } from "./session-context";

export interface Preferences {
  language: Language;
  theme: Theme;
  setLanguage(language: Language): void;
  setTheme(theme: Theme): void;
}

const PreferencesContext = createContext<Preferences | null>(null);

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error("usePreferences needs a <PreferencesProvider> above it.");
  return preferences;
}

export interface PreferencesProviderProps {
  children: ReactNode;
  /** The theme shown now (the boot script applied the stored one before the first paint). */
  initialTheme?: Theme;
}

/**
 * The interface language and theme. Both are kept in this browser (`i18nextLng`, `darkMode`, the `lang`
 * cookie) and, for a signed-in learner, with their account, so a sign-in on another device applies them.
 */
export function PreferencesProvider({ children, initialTheme }: PreferencesProviderProps) {
  const client = useCampusClient();
  const revalidateAll = useRevalidateAll();
  // The language shown in this render; switches go to the instance itself.
  const { i18n: shown } = useTranslation();
  const i18n = useCampusI18n();
  const { status, user } = useSession();
  const [theme, setThemeState] = useState<Theme>(() => initialTheme ?? readStoredTheme());
  const language: Language = isLanguage(shown.language) ? shown.language : "pl";
  const signedIn = status === "signed-in";

  const save = useCallback(
    (preferences: { language?: Language; theme?: Theme }) => {
      // The choice already applies here; an account that missed it gets it at the next choice.
      client.call("savePreferences", preferences).catch((error: unknown) => {
        console.warn("The preferences were not saved with the account", error);
      });
    },
    [client],
  );

  const applyLanguage = useCallback(
    (next: Language) => {
      client.setLanguage(next);
      if (next === i18n.language) return;
      void changeCampusLanguage(i18n, next);
      // Every answer with translated content is now in the wrong language.
      void revalidateAll();
    },
    [client, i18n, revalidateAll],
  );

  const applyThemeChoice = useCallback((next: Theme) => {
    applyTheme(next);
    storeTheme(next);
    setThemeState(next);
  }, []);

  // The content language follows the interface language from the first request on.
  const bootLanguage = useRef(language);
  useEffect(() => client.setLanguage(bootLanguage.current), [client]);

  // At each sign-in the account's choices apply, except one the learner just made here before signing in
  // (on the login page): that one, like any the account never had, is saved for the account.
  const chosenSignedOut = useRef<{ language?: boolean; theme?: boolean }>(
    chosenByAddress(globalThis.location?.search ?? ""),
  );
  const adopted = useRef<string | null>(null);
  useEffect(() => {
    if (!user || adopted.current === user._id) return;
    adopted.current = user._id;
    const { apply, save: keep } = preferencesAtSignIn(user.preferences, { language, theme }, chosenSignedOut.current);
    if (apply.language) applyLanguage(apply.language);
    if (apply.theme) applyThemeChoice(apply.theme);
    chosenSignedOut.current = {};
    if (keep.language || keep.theme) save(keep);
  }, [user, language, theme, applyLanguage, applyThemeChoice, save]);
  useEffect(() => {
    if (!user) adopted.current = null;
  }, [user]);

  const value = useMemo<Preferences>(
    () => ({
      language,
      theme,
      setLanguage(next) {
        applyLanguage(next);
        if (signedIn) save({ language: next });
        else chosenSignedOut.current.language = true;
      },
      setTheme(next) {
        applyThemeChoice(next);
        if (signedIn) save({ theme: next });
        else chosenSignedOut.current.theme = true;
      },
    }),
    [language, theme, signedIn, applyLanguage, applyThemeChoice, save],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}
