import { createInstance, type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { fallbackLanguage, type Language, storeLanguage, supportedLanguages } from "./languages";

/**
 * An i18next instance initialised synchronously from the strings given, so the first render is already
 * translated. A language change is stored and mirrored on `<html lang>`. It imports no locale file itself:
 * `createCampusI18n` gives it both, the app only the language it starts in (`loadCampusI18n`).
 */
export function createI18nInstance(
  language: Language,
  resources: Resource,
  storage: Pick<Storage, "setItem"> | undefined,
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
