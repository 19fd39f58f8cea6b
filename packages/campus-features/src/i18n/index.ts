// Re-exported so hosts (the app, Storybook) provide translations without a direct react-i18next import.
export { I18nextProvider } from "react-i18next";
export { createCampusI18n, resources } from "./create-i18n";
export { languageBootScript } from "./language-boot";
export {
  defaultLanguage,
  fallbackLanguage,
  isLanguage,
  type Language,
  languageStorageKey,
  resolveLanguage,
  storeLanguage,
  supportedLanguages,
} from "./languages";
export { changeCampusLanguage, languageSettled, loadCampusI18n, loadCampusStrings } from "./load-i18n";
export { longDate } from "./long-date";
export { useCampusI18n } from "./use-campus-i18n";
