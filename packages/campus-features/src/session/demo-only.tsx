import { DemoOnlyModal } from "@campus/design-system";
import { type ReactNode, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLearner } from "./session-context";

/**
 * A feature behind the demo (beta) flag (SPEC section 6): for a demo account, `guard(action)` shows the
 * demo-only modal instead of running the action; for everyone else it runs it. The API refuses the same
 * calls to a demo account (403 `demo_only`), so the modal is the explanation, not the lock. Render `modal`
 * once beside the guarded controls.
 */
export function useDemoOnly(): { isDemo: boolean; guard: (action: () => void) => void; modal: ReactNode } {
  const { t } = useTranslation();
  const { user } = useLearner();
  const [isOpen, setOpen] = useState(false);
  const guard = useCallback(
    (action: () => void) => {
      if (user.isDemo) setOpen(true);
      else action();
    },
    [user.isDemo],
  );
  return {
    isDemo: user.isDemo,
    guard,
    modal: (
      <DemoOnlyModal
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t("modals.demoOnly.title")}
        message={t("modals.demoOnly.message")}
        okLabel={t("modals.demoOnly.ok")}
        closeLabel={t("modals.demoOnly.close")}
      />
    ),
  };
}
