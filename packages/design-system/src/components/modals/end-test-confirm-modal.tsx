import { ConfirmModal } from "./confirm-modal";
import type { ModalStateProps } from "./modal-state";

export type EndTestConfirmModalProps = ModalStateProps & {
  /** Heading, e.g. "Zakończyć test?". */
  title: string;
  /** What ending means, e.g. "Po zakończeniu nie będzie można zmienić odpowiedzi." */
  message: string;
  /** Pre-formatted note about unanswered questions, e.g. "Nie odpowiedziano na 3 z 20 pytań."; hidden when empty. */
  unansweredText?: string;
  /** Text of the button that ends the test, e.g. "Zakończ test". */
  confirmLabel: string;
  /** Text of the button that returns to the questions, e.g. "Wróć do testu". */
  cancelLabel: string;
  /** Called when the learner ends the test; the modal closes afterwards. */
  onConfirm: () => void;
  /** Called when the learner returns to the questions. */
  onCancel?: () => void;
};

/** Confirms ending a closed (single-choice) test, warning about unanswered questions. */
export function EndTestConfirmModal({ message, unansweredText, ...props }: EndTestConfirmModalProps) {
  return (
    <ConfirmModal {...props}>
      <div className="flex flex-col gap-3">
        <p>{message}</p>
        {unansweredText ? (
          <p className="rounded-control bg-warning-subtle px-3 py-2 font-semibold text-fg">{unansweredText}</p>
        ) : null}
      </div>
    </ConfirmModal>
  );
}
