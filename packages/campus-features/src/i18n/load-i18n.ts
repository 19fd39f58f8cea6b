import type { i18n } from "i18next";
import { createI18nInstance } from "./instance";
import type { Language } from "./languages";

type Strings = Record<string, unknown>;
type Part = "frame" | "password" | "staff" | "campus";

/**
 * Each language's strings in chunks (apps/campus/build/locale-parts.ts): the frame's, which every page needs, the
 * campus's, which only the pages in the shell do, and the password pages' and the staff console's own. A first visit downloads the parts of the language it is shown
 * in, not both languages' (index.html preloads them beside the entry, see apps/campus/build/route-preload.ts).
 */
const loaders: Record<Language, Record<Part, () => Promise<{ default: Strings }>>> = {
  pl: {
    frame: () => import("@campus/locales/pl.json?part=frame"),
    password: () => import("@campus/locales/pl.json?part=password"),
    staff: () => import("@campus/locales/pl.json?part=staff"),
    campus: () => import("@campus/locales/pl.json?part=campus"),
  },
  en: {
    frame: () => import("@campus/locales/en.json?part=frame"),
    password: () => import("@campus/locales/en.json?part=password"),
    staff: () => import("@campus/locales/en.json?part=staff"),
    campus: () => import("@campus/locales/en.json?part=campus"),
  },
};

/**
 * The parts each instance made here wants (the frame's, and the campus's once the shell asked for them) and the
 * parts it has, per language. An instance made elsewhere (`createCampusI18n`, with every string) needs none.
 */
const parts = new WeakMap<i18n, { wanted: Set<Part>; loaded: Set<`${Language}:${Part}`> }>();

async function loadParts(instance: i18n, language: Language): Promise<void> {
  const state = parts.get(instance);
  if (!state) return;
  const missing = [...state.wanted].filter((part) => !state.loaded.has(`${language}:${part}`));
  const strings = (await Promise.all(missing.map((part) => loaders[language][part]()))).map((part) => part.default);
  missing.forEach((part, at) => {
    // Deep: the two parts share some groups (the shell's toasts are the frame's, the rest of the shell not).
    instance.addResourceBundle(language, "translation", strings[at], true);
    state.loaded.add(`${language}:${part}`);
  });
}

/**
 * The app's i18next instance with the frame's strings of the language it starts in, loaded before the first
 * render so that render is already translated. The campus's strings load with the shell (`loadCampusStrings`),
 * the other language's when the learner switches to it (`changeCampusLanguage`); the locale files hold every
 * string in both languages, so the fallback is not needed on the way.
 */
export async function loadCampusI18n(
  language: Language,
  { storage = globalThis.localStorage }: { storage?: Pick<Storage, "setItem"> } = {},
): Promise<i18n> {
  const instance = createI18nInstance(language, { [language]: { translation: {} } }, storage);
  parts.set(instance, { wanted: new Set(["frame"]), loaded: new Set() });
  await loadParts(instance, language);
  return instance;
}

/**
 * Loads the campus's strings of the instance's language (once; at once for an instance that has every string),
 * before anything in the shell renders, or the password pages' (`part`) before those render. A later switch of
 * language loads them too.
 */
export async function loadCampusStrings(
  instance: i18n,
  part: "campus" | "password" | "staff" = "campus",
): Promise<void> {
  parts.get(instance)?.wanted.add(part);
  // A switch on its way loads them for the language it goes to.
  await languageSettled(instance);
  await loadParts(instance, instance.language as Language);
}

/** The latest switch of each instance still on its way (its strings downloading). */
const switching = new WeakMap<i18n, Promise<void>>();

/**
 * Switches the interface language, loading its strings first when this instance does not have them yet. Give
 * it the instance itself (`useCampusI18n`), not `useTranslation().i18n`, which is a per-render copy.
 */
export function changeCampusLanguage(instance: i18n, language: Language): Promise<void> {
  const change = (async () => {
    await loadParts(instance, language);
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
