import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useToasts } from "../toasts";

/**
 * SPEC section 8: a final work that fails to load says 'Error loading task' in a toast, once until it loads
 * or the learner retries (SWR's own retries do not repeat it). Returns what a retry calls first.
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
    if (toasted.current) return;
    toasted.current = true;
    toasts.error(t("finalWork.loadError"));
  }, [error, hasData, toasts, t]);
  return useCallback(() => {
    toasted.current = false;
  }, []);
}
