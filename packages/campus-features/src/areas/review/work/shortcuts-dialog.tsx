import { Button, Dialog, Modal } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { shortcutKeys } from "./shortcuts";

/**
 * The work page's single-key shortcuts and the checkbox that turns them off (WCAG 2.1.4): what each key does and
 * where it works (focus in the learner's work, not in the feedback). Closing it returns focus to its button. The
 * setting is the browser's own checkbox: the design system's Switch would bring react-aria's toggle into the
 * console's chunk and split it from the chunk every learner's page loads it with (a download more on each).
 */
export function ShortcutsDialog({
  isOpen,
  onOpenChange,
  isOn,
  onChange,
}: {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  isOn: boolean;
  onChange(isOn: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog
        title={t("review.work.shortcuts.title")}
        closeLabel={t("review.work.shortcuts.close")}
        actions={(close) => <Button onPress={close}>{t("review.work.shortcuts.done")}</Button>}
      >
        <div className="flex flex-col gap-4">
          <p>{t("review.work.shortcuts.intro")}</p>
          <dl aria-label={t("review.work.shortcuts.list")} className="flex flex-col gap-2">
            {shortcutKeys.map(({ key, action }) => (
              <div key={key} className="flex items-center gap-3">
                <dt>
                  <kbd className="inline-flex min-w-8 items-center justify-center rounded-control border border-border-strong bg-surface-sunken px-2 py-0.5 font-mono font-semibold uppercase">
                    {key}
                  </kbd>
                </dt>
                <dd>{t(`review.work.shortcuts.${action}`)}</dd>
              </div>
            ))}
          </dl>
          <label className="flex w-fit cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              checked={isOn}
              onChange={(event) => onChange(event.currentTarget.checked)}
              className="size-5 shrink-0 cursor-pointer accent-accent outline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
            />
            {t("review.work.shortcuts.enabled")}
          </label>
        </div>
      </Dialog>
    </Modal>
  );
}
