export {
  type LanguageAlias,
  type LanguageOption,
  LanguageSwitcher,
  type LanguageSwitcherProps,
} from "./language-switcher";
