import type { TFunction } from "i18next";
import { isApiError } from "../../api";

/**
 * What the login form says when signing in fails: wrong credentials, too many tries, the server busy checking
 * other sign-ins (503, a moment's wait), or anything else.
 */
export function signInErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.call === "authorize") {
    if (error.status === 401) return t("login.wrongCredentials");
    if (error.status === 429) {
      const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
      return t("login.tooManyAttempts", { count: minutes });
    }
    if (error.status === 503) return t("login.busy");
  }
  return t("login.failed");
}
