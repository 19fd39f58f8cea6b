import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useToasts } from "../toasts";
import { hasOwnPage } from "./unavailable-reason";

/**
 * SPEC section 8: a course that fails to load says so in a toast, once until it loads or the learner retries
 * (SWR's own retries of a server failure do not repeat it). Returns what a retry calls first.
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
    toasts.error(t("course.loadError"));
  }, [error, hasData, toasts, t]);
  return useCallback(() => {
    toasted.current = false;
  }, []);
}
