import type { Lang } from "@campus/contract";
import { notInLanguage } from "./errors.js";

export type Translations<V> = Partial<Record<Lang, V>>;

/** The content in the learner's language; 406 when it does not exist in that language. */
export function pick<V>(i18n: unknown, lang: Lang): V {
  const value = (i18n as Translations<V>)[lang];
  if (value === undefined) throw notInLanguage();
  return value;
}

export const languagesOf = (i18n: unknown): Lang[] =>
  (["pl", "en"] as const).filter((l) => (i18n as Translations<unknown>)[l] !== undefined);
export const parseLang = (value: string | undefined): Lang => (value === "en" ? "en" : "pl");

/**
 * The content in the learner's language, or else in the first language it has: what a refusal names (a locked
 * course's title, a course only in Polish) in place of the 406 `pick` would throw.
 */
export function nameIn<V>(i18n: unknown, lang: Lang): V {
  const translations = i18n as Translations<V>;
  return (translations[lang] ?? translations[languagesOf(i18n)[0] ?? lang]) as V;
}
