/** Interface languages (SPEC section 1): Polish by default, English as the translation fallback. */
export const supportedLanguages = ["pl", "en"] as const;
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = "pl";
export const fallbackLanguage: Language = "en";

/** The key i18next's own tools use, kept so a language chosen elsewhere in the provider's apps carries over. */
export const languageStorageKey = "i18nextLng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * The language to start in: the `lang` query parameter when it is pl or en (anything else is ignored),
 * else the stored choice, else Polish.
 */
export function resolveLanguage({
  search,
  storage,
}: {
  search: string;
  storage?: Pick<Storage, "getItem"> | undefined;
}): Language {
  const fromQuery = new URLSearchParams(search).get("lang");
  if (isLanguage(fromQuery)) return fromQuery;
  try {
    const stored = storage?.getItem(languageStorageKey);
    if (isLanguage(stored)) return stored;
  } catch {
    // Blocked storage: fall through to the default.
  }
  return defaultLanguage;
}

export function storeLanguage(language: Language, storage: Pick<Storage, "setItem"> | undefined): void {
  try {
    storage?.setItem(languageStorageKey, language);
  } catch {
    // Not remembering the choice is better than failing the switch.
  }
}
