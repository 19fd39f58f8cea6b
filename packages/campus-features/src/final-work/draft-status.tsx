import { CircleAlert, CloudCheck, History, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DraftSaveStatus } from "./use-device-draft";

/** A saved draft is announced again only after this long, so a screen reader is not told at every pause. */
const ANNOUNCE_AGAIN_MS = 30_000;

const icons = { saving: LoaderCircle, saved: CloudCheck, restored: History, failed: CircleAlert } as const;

/**
 * Where the unsent answer stands on this device, beside the form. The visible line follows each save; the
 * polite live region says "saved" once, then again only after a while, and says a restored or failed draft.
 */
export function DraftStatus({ status }: { status: DraftSaveStatus }) {
  const { t } = useTranslation();
  const [announced, setAnnounced] = useState("");
  const lastSaved = useRef(0);

  useEffect(() => {
    if (status === "restored" || status === "failed") setAnnounced(t(`finalWork.draft.${status}`));
    if (status === "saved" && Date.now() - lastSaved.current > ANNOUNCE_AGAIN_MS) {
      lastSaved.current = Date.now();
      setAnnounced(t("finalWork.draft.saved"));
    }
  }, [status, t]);

  const Icon = status === "idle" ? null : icons[status];
  return (
    <>
      <p
        className={
          status === "failed"
            ? "flex items-center gap-2 text-small font-medium text-danger"
            : "flex items-center gap-2 text-small text-fg-muted"
        }
        data-testid="draft-status"
      >
        {Icon ? (
          <Icon aria-hidden className={status === "saving" ? "size-4 motion-safe:animate-spin" : "size-4"} />
        ) : null}
        {status === "idle" ? null : t(`finalWork.draft.${status}`)}
      </p>
      <div aria-live="polite" className="sr-only">
        {announced}
      </div>
    </>
  );
}
