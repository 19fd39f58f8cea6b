import { Button, Dialog, Modal } from "@campus/design-system";
import { ArrowRight, CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

export interface AnswerSentDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** How long review takes, in business days. */
  reviewBusinessDays: number;
  /** A task still without an answer, offered next; none when every task has one. */
  next?: { title: string };
  /** Opens the offered task (the dialog closes too). */
  onNext?: () => void;
  /** Once the dialog has left the page: the Send button that opened it has gone, so the page places focus. */
  onClosed: () => void;
}

/**
 * The final work's success modal (SPEC section 2): the answer is sent and how long review takes. With tasks
 * still unanswered it offers the next one, so a learner of several tasks goes on without the list.
 */
export function AnswerSentDialog({
  isOpen,
  onOpenChange,
  reviewBusinessDays,
  next,
  onNext,
  onClosed,
}: AnswerSentDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog
        title={t("finalWork.success.title")}
        closeLabel={t("finalWork.success.close")}
        icon={<CircleCheck className="text-success" />}
        actions={(close) => (
          <>
            <Button variant={next ? "secondary" : "primary"} onPress={close}>
              {t("finalWork.success.ok")}
            </Button>
            {next && onNext ? (
              <Button
                icon={<ArrowRight />}
                onPress={() => {
                  onNext();
                  close();
                }}
              >
                {t("finalWork.success.nextTask")}
              </Button>
            ) : null}
          </>
        )}
      >
        <OnLeave onLeave={onClosed} />
        <p>{t("finalWork.success.message", { count: reviewBusinessDays })}</p>
        {next ? <p className="mt-3 break-words">{t("finalWork.success.nextUp", { title: next.title })}</p> : null}
      </Dialog>
    </Modal>
  );
}

/** Calls `onLeave` when it leaves the page: the dialog's content goes only once its closing has run. */
function OnLeave({ onLeave }: { onLeave: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the leaving counts, with the latest callback.
  useEffect(() => () => onLeave(), []);
  return null;
}
