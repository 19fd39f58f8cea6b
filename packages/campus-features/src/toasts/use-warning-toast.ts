import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useToasts } from "./toasts";

/**
 * SPEC section 2's warning toast, for what the learner should know although nothing failed (answers waiting
 * for the connection, a draft kept on this device only). Said once as `isWarning` turns true, and again only
 * after `isOver` has said the situation ended, so a state that flickers while it lasts does not repeat it.
 */
export function useWarningToast(isWarning: boolean, isOver: boolean, messageKey: string): void {
  const { t } = useTranslation();
  const toasts = useToasts();
  const warned = useRef(false);
  useEffect(() => {
    if (isOver) {
      warned.current = false;
      return;
    }
    if (!isWarning || warned.current) return;
    warned.current = true;
    toasts.warning(t(messageKey));
  }, [isWarning, isOver, messageKey, toasts, t]);
}
