import { Button, Dialog, Modal, Switch } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { shortcutKeys } from "./shortcuts";

/**
 * The work page's single-key shortcuts and the switch that turns them off (WCAG 2.1.4): what each key does and
 * where it works (focus in the learner's work, not in the feedback). Closing it returns focus to its button.
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
          <Switch isSelected={isOn} onChange={onChange}>
            {t("review.work.shortcuts.enabled")}
          </Switch>
        </div>
      </Dialog>
    </Modal>
  );
}
