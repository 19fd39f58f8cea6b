import { CircleAlert, CloudCheck, CloudOff, History, LoaderCircle, MonitorSmartphone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DraftSaveStatus } from "./draft-save-status";

/** A saved draft is announced again only after this long, so a screen reader is not told at every pause. */
const ANNOUNCE_AGAIN_MS = 30_000;

const icons = {
  saving: LoaderCircle,
  saved: MonitorSmartphone,
  synced: CloudCheck,
  syncedFilesHere: CloudCheck,
  offline: CloudOff,
  restored: History,
  restoredServer: History,
  failed: CircleAlert,
} as const;

/** Statuses that follow every pause in typing: said once, then again only after a while. */
const routine = new Set<DraftSaveStatus>(["saved", "synced", "syncedFilesHere"]);

/**
 * Where the unsent answer stands, beside the form: saving, saved on the server, offline and kept on this device,
 * restored. The visible line follows each save; the polite live region says a save once, then again only after
 * a while, and says every change of where the draft is kept (offline, restored, failed) when it happens.
 */
export function DraftStatus({ status }: { status: DraftSaveStatus }) {
  const { t } = useTranslation();
  const [announced, setAnnounced] = useState("");
  const lastSaved = useRef(0);

  useEffect(() => {
    if (status === "idle" || status === "saving") return;
    if (!routine.has(status)) {
      setAnnounced(t(`finalWork.draft.${status}`));
      return;
    }
    if (Date.now() - lastSaved.current > ANNOUNCE_AGAIN_MS) {
      lastSaved.current = Date.now();
      setAnnounced(t(`finalWork.draft.${status}`));
    }
  }, [status, t]);

  const Icon = status === "idle" ? null : icons[status];
  return (
    <>
      <p
        className={
          status === "failed"
            ? "flex items-center gap-2 text-small font-medium text-danger"
            : status === "offline"
              ? "flex items-center gap-2 text-small font-medium text-fg"
              : "flex items-center gap-2 text-small text-fg-muted"
        }
        data-testid="draft-status"
        data-status={status}
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
