import en from "@campus/locales/en.json";
import pl from "@campus/locales/pl.json";
import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { fallbackLanguage, type Language, storeLanguage, supportedLanguages } from "./languages";

export const resources = {
  pl: { translation: pl },
  en: { translation: en },
} as const;

/**
 * One i18next instance per app (or story), initialised synchronously from the bundled locale files, so
 * the first render is already translated. A language change is stored and mirrored on `<html lang>`.
 */
export function createCampusI18n(
  language: Language,
  { storage = globalThis.localStorage }: { storage?: Pick<Storage, "setItem"> } = {},
): i18n {
  const instance = createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...supportedLanguages],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance.on("languageChanged", (next) => {
    if (next === "pl" || next === "en") {
      storeLanguage(next, storage);
      if (typeof document !== "undefined") document.documentElement.lang = next;
    }
  });
  return instance;
}
