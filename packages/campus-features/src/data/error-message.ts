import type { TFunction } from "i18next";
import { isApiError } from "../api";

/**
 * The translated message of a failed call (SPEC section 8): 403 is 'no access', 406 'not in the selected
 * language', 429 'too many requests' with the wait the server asked for, anything else the area's own message
 * (e.g. 'The home page could not be loaded.').
 */
export function errorMessage(error: unknown, t: TFunction, fallbackKey: string): string {
  if (isApiError(error) && error.status === 403) return t("errors.noAccess");
  if (isApiError(error) && error.status === 406) return t("errors.notInLanguage");
  if (isApiError(error) && error.status === 429) {
    return error.retryAfterSeconds
      ? t("errors.tooManyRequests", { count: error.retryAfterSeconds })
      : t("errors.tooManyRequestsSoon");
  }
  return t(fallbackKey);
}
