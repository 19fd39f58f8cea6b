import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useToasts } from "../toasts";
import { hasOwnPage } from "./test-unavailable";

/**
 * SPEC section 8: a test that fails to load says so in a toast, once until it loads or the learner retries.
 * Returns what a retry calls first.
 */
export function useLoadErrorToast(error: unknown, hasData: boolean): () => void {
  const { t } = useTranslation();
  const toasts = useToasts();
  const toasted = useRef(false);
  useEffect(() => {
    if (!error || hasData) {
      toasted.current = false;
      return;
    }
    if (hasOwnPage(error) || toasted.current) return;
    toasted.current = true;
    toasts.error(t("closedTest.loadError"));
  }, [error, hasData, toasts, t]);
  return useCallback(() => {
    toasted.current = false;
  }, []);
}
