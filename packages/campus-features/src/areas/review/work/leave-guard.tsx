import { ConfirmModal } from "@campus/design-system";
import { type RefObject, useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { BlockerFunction } from "react-router";
import { useLeaveBlocker } from "./use-leave-blocker";

/**
 * Leaving a work with feedback not yet sent asks first: a link, Back or a shortcut to another work opens a
 * confirmation (a react-router blocker, `useLeaveBlocker`), closing the tab or reloading the browser's own question. The feedback stays
 * as a draft either way; the question is whether the reviewer meant to leave without a decision. `leaving` is set
 * when the page leaves by its own doing (after a verdict).
 */
export function LeaveGuard({ hasUnsent, leaving }: { hasUnsent: boolean; leaving: RefObject<boolean> }) {
  const { t } = useTranslation();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      hasUnsent &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [hasUnsent, leaving],
  );
  const blocker = useLeaveBlocker(shouldBlock);
  /** The reviewer chose to leave: the dialog's closing must not cancel the way out. */
  const proceeding = useRef(false);
  if (blocker.state === "unblocked") proceeding.current = false;

  useEffect(() => {
    if (!hasUnsent) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when the event carries a return value.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [hasUnsent, leaving]);

  return (
    <ConfirmModal
      isOpen={blocker.state === "blocked"}
      onOpenChange={(isOpen) => {
        if (!isOpen && !proceeding.current) blocker.reset?.();
      }}
      title={t("review.work.leave.title")}
      confirmLabel={t("review.work.leave.leave")}
      cancelLabel={t("review.work.leave.stay")}
      onConfirm={() => {
        proceeding.current = true;
        blocker.proceed?.();
      }}
    >
      <p>{t("review.work.leave.body")}</p>
    </ConfirmModal>
  );
}
