import en from "@campus/locales/en.json";
import pl from "@campus/locales/pl.json";
import type { i18n } from "i18next";
import { createI18nInstance } from "./instance";
import type { Language } from "./languages";

export const resources = {
  pl: { translation: pl },
  en: { translation: en },
} as const;

/** One i18next instance per story or test, with both languages' strings bundled (the app loads one: `loadCampusI18n`). */
export function createCampusI18n(
  language: Language,
  { storage = globalThis.localStorage }: { storage?: Pick<Storage, "setItem"> } = {},
): i18n {
  return createI18nInstance(language, resources, storage);
}
