import { FlagEn, FlagPl, type LanguageOption } from "@campus/design-system";
import type { TFunction } from "i18next";

/** The interface languages, each named in itself so every reader finds their own (SPEC section 3). */
export const languageOptions = (t: TFunction): LanguageOption[] => [
  { alias: "pl", name: t("language.names.pl"), icon: <FlagPl /> },
  { alias: "en", name: t("language.names.en"), icon: <FlagEn /> },
];
