import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useToasts } from "./toasts";

/**
 * SPEC section 8: a page whose data fails to load says so in a toast as well as in the page, once until it
 * loads or the learner retries (SWR's own retries of a server failure do not repeat it). `hasOwnMessage`
 * picks the failures the page explains by itself (a refusal, a language, a 404), which get no toast.
 * Returns what a retry calls first, so that a failed retry says so again.
 */
export function useLoadErrorToast(
  error: unknown,
  hasData: boolean,
  messageKey: string,
  hasOwnMessage: (error: unknown) => boolean = () => false,
): () => void {
  const { t } = useTranslation();
  const toasts = useToasts();
  const toasted = useRef(false);
  useEffect(() => {
    if (!error || hasData) {
      toasted.current = false;
      return;
    }
    if (hasOwnMessage(error) || toasted.current) return;
    toasted.current = true;
    toasts.error(t(messageKey));
  }, [error, hasData, messageKey, hasOwnMessage, toasts, t]);
  return useCallback(() => {
    toasted.current = false;
  }, []);
}
