import { PASSWORD_MIN_LENGTH } from "@campus/contract";
import type { TFunction } from "i18next";
import { isApiError } from "../../api";

/** Whole minutes to wait after a 429, at least one (a minute when the server does not say). */
const minutesToWait = (seconds: number | undefined) => Math.max(1, Math.ceil((seconds ?? 60) / 60));

/**
 * What the forgotten-password form says when asking for a link fails: too many asks for this address (when to try
 * again), an address the server finds malformed, or anything else (the typed address stays for another try).
 */
export function resetRequestErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.call === "requestPasswordReset") {
    if (error.status === 429) return t("password.forgot.tooMany", { count: minutesToWait(error.retryAfterSeconds) });
    if (error.status === 400) return t("login.emailInvalid");
  }
  return t("password.forgot.failed");
}

/** Why the server refused a chosen password, by its message: too short, too common, or another reason. */
export function refusedPasswordReason(message: string): "tooShort" | "common" | null {
  if (/common|popular|guess|leak|breach/i.test(message)) return "common";
  if (/short|at least|fewer than|minimum|min(imum)? length/i.test(message)) return "tooShort";
  return null;
}

/**
 * What the choose-password form says when saving fails: the server's reason for refusing the password (in the
 * learner's language), a deactivated account, too many tries, or anything else. A dead link (404) is not a message
 * but a state of the page of its own.
 */
export function setPasswordErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.call === "setPassword") {
    if (error.status === 400) {
      const reason = refusedPasswordReason(error.message);
      return reason
        ? t(`password.choose.refused.${reason}`, { min: PASSWORD_MIN_LENGTH })
        : t("password.choose.refused.other");
    }
    if (error.status === 401) return t("password.choose.deactivated");
    if (error.status === 429) return t("password.choose.tooMany", { count: minutesToWait(error.retryAfterSeconds) });
  }
  return t("password.choose.failed");
}

/** Why a one-time link could not be checked: too many tries from this network (when to try again), or a failure. */
export function linkCheckErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.call === "passwordLink" && error.status === 429) {
    return t("password.choose.tooMany", { count: minutesToWait(error.retryAfterSeconds) });
  }
  return t("password.choose.loadFailed");
}
