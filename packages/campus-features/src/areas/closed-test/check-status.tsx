import { Button, Spinner } from "@campus/design-system";
import { CircleAlert, RotateCw, WifiOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CheckPhase } from "./hooks";

/**
 * Where the learner's answers are once the test is ended: waiting for the connection (said plainly, and sent
 * by themselves when it returns), being checked, or not checked with a way to send them again. It sits in a
 * live region that is always there, so each change is announced once. The retry button gives way to the
 * progress while the answers go out again; when they fail again, the new button takes the focus the learner
 * left on the old one, rather than leaving it on the page's body.
 */
export function CheckStatus({ phase, onRetry }: { phase: CheckPhase; onRetry: () => void }) {
  const { t } = useTranslation();
  const [retried, setRetried] = useState(false);
  const retry = () => {
    setRetried(true);
    onRetry();
  };
  return (
    <div role="status">
      {phase.kind === "offline" ? (
        <p className="flex items-start gap-3 rounded-control border-frame border-warning bg-warning-subtle px-4 py-3 text-body font-semibold text-fg">
          <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t("closedTest.check.offline")}
        </p>
      ) : phase.kind === "sending" ? (
        <p className="flex items-center gap-3 rounded-control bg-surface-sunken px-4 py-3 text-body border-edge border-border">
          <Spinner className="size-5" />
          {t("closedTest.check.checking")}
        </p>
      ) : phase.kind === "failed" ? (
        <div className="flex flex-col items-start gap-3 rounded-control border-frame border-danger bg-danger-subtle px-4 py-3 text-fg sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-3 text-body font-semibold">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
            {t("closedTest.check.error")}
          </p>
          <Button variant="secondary" size="sm" icon={<RotateCw />} onPress={retry} autoFocus={retried}>
            {t("closedTest.check.retry")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
