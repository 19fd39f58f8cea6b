import type { Preferences as AccountPreferences } from "@campus/contract";
import type { Theme } from "@campus/design-system/theme";
import { isLanguage, type Language } from "../i18n";

type Choice = { language: Language; theme: Theme };

/**
 * What a sign-in does with the two copies of the preferences: the account's apply here, unless the learner
 * chose one on this device just before signing in (on the login page); a local choice the account lacks,
 * or one just made here, is saved for the account.
 */
export function preferencesAtSignIn(
  account: AccountPreferences,
  local: Choice,
  chosenHere: { language?: boolean; theme?: boolean },
): { apply: Partial<Choice>; save: Partial<Choice> } {
  const apply: Partial<Choice> = {};
  const save: Partial<Choice> = {};
  if (account.language && !chosenHere.language) apply.language = account.language;
  else if (account.language !== local.language) save.language = local.language;
  if (account.theme && !chosenHere.theme) apply.theme = account.theme;
  else if (account.theme !== local.theme) save.theme = local.theme;
  return { apply, save };
}

/**
 * A valid `lang` in the address the campus was opened with is this device's choice (SPEC section 1: the query
 * parameter comes before the stored language), so it wins over the account's at the sign-in or session restore
 * that follows, and is then saved for the account.
 */
export function chosenByAddress(search: string): { language?: boolean } {
  return isLanguage(new URLSearchParams(search).get("lang")) ? { language: true } : {};
}
