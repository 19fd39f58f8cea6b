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

/** The latest switch of each instance still on its way (its strings downloading). */
const switching = new WeakMap<i18n, Promise<void>>();

/**
 * Switches the interface language, loading its strings first when this instance does not have them yet. Give
 * it the instance itself (`useCampusI18n`), not `useTranslation().i18n`, which is a per-render copy.
 */
export function changeCampusLanguage(instance: i18n, language: Language): Promise<void> {
  const change = (async () => {
    if (!instance.hasResourceBundle(language, "translation")) {
      instance.addResourceBundle(language, "translation", await loaders[language]());
    }
    await instance.changeLanguage(language);
  })();
  switching.set(instance, change);
  const forget = () => {
    if (switching.get(instance) === change) switching.delete(instance);
  };
  change.then(forget, forget);
  return change;
}

/**
 * Settles once a switch of language begun on this instance has shown (at once when none is on its way), so a
 * message written just after a switch (the sign-in greeting on another device) is in the language the campus
 * is about to show, not the one it is leaving.
 */
export function languageSettled(instance: i18n): Promise<void> {
  return (switching.get(instance) ?? Promise.resolve()).catch(() => undefined);
}
