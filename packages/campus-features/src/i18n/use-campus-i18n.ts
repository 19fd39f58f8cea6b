import type { i18n } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";

/**
 * The campus's i18next instance itself, for what outlives a render (switching the language, a message written
 * once a switch has shown). `useTranslation().i18n` is a copy react-i18next makes per component at the language
 * it rendered in: its `language` stays behind a switch, and it is not the instance a switch was begun on.
 */
export function useCampusI18n(): i18n {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  if (!instance) throw new Error("useCampusI18n needs an <I18nextProvider> above it.");
  return instance;
}
