import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../api";
import { useToasts } from "../toasts";

/** A failure of the server or the connection: a refusal, a 404 or 'too many calls' have their own messages. */
const isLoadFailure = (error: unknown) => !isApiError(error) || error.kind === "network" || error.status >= 500;

/**
 * SPEC section 8: the tools or a tool that fail to load say so in a toast as well as in the page, once until
 * they load (SWR's own retries of a server failure do not repeat it).
 */
export function useLoadErrorToast(error: unknown, hasData: boolean, messageKey: string) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const toasted = useRef(false);
  useEffect(() => {
    if (!error || hasData) {
      toasted.current = false;
      return;
    }
    if (!isLoadFailure(error) || toasted.current) return;
    toasted.current = true;
    toasts.error(t(messageKey));
  }, [error, hasData, messageKey, toasts, t]);
}
