import type { i18n } from "i18next";
import { createI18nInstance } from "./instance";
import type { Language } from "./languages";

type Strings = Record<string, unknown>;

/**
 * Each language's strings as a chunk of its own: a first visit downloads the language it is shown in, not
 * both (the entry stays small; index.html preloads the chunk beside it, see apps/campus/route-preload.ts).
 */
const loaders: Record<Language, () => Promise<Strings>> = {
  pl: async () => (await import("@campus/locales/pl.json")).default,
  en: async () => (await import("@campus/locales/en.json")).default,
};

/**
 * The app's i18next instance with the strings of the language it starts in, loaded before the first render
 * so that render is already translated. The other language loads when the learner switches to it
 * (`changeCampusLanguage`); the locale files hold every string in both languages, so the fallback is not
 * needed on the way.
 */
export async function loadCampusI18n(
  language: Language,
  { storage = globalThis.localStorage }: { storage?: Pick<Storage, "setItem"> } = {},
): Promise<i18n> {
  return createI18nInstance(language, { [language]: { translation: await loaders[language]() } }, storage);
}

/** Switches the interface language, loading its strings first when this instance does not have them yet. */
export async function changeCampusLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, "translation")) {
    instance.addResourceBundle(language, "translation", await loaders[language]());
  }
  await instance.changeLanguage(language);
}
