export { desktopMediaQuery, durations, layout } from "./constants";
export { type ContrastPair, contrastPairs, requiredRatio } from "./contrast-pairs";
export { parseThemeTokens, type ThemeTokens } from "./parse-tokens";
export {
  applyTheme,
  bootTheme,
  darkModeStorageKey,
  isTheme,
  readStoredTheme,
  storeTheme,
  type Theme,
  themeBootScript,
  themeBootScriptHash,
  themes,
} from "./theme-boot";
