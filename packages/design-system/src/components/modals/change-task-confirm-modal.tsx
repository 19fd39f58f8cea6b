import { ConfirmModal } from "./confirm-modal";
import type { ModalStateProps } from "./modal-state";

export type ChangeTaskConfirmModalProps = ModalStateProps & {
  /** Heading, e.g. "Zmienić zadanie?". */
  title: string;
  /** Warning that unsaved text of the final work will be lost. */
  message: string;
  /** Text of the danger button that switches the task, e.g. "Zmień zadanie". */
  confirmLabel: string;
  /** Text of the button that keeps the current task, e.g. "Anuluj". */
  cancelLabel: string;
  /** Called when the learner confirms the switch; the modal closes afterwards. */
  onConfirm: () => void;
  /** Called when the learner keeps the current task. */
  onCancel?: () => void;
};

/** Confirms switching the final-work task; the unsaved text is lost, so confirm is a danger action. */
export function ChangeTaskConfirmModal({ message, ...props }: ChangeTaskConfirmModalProps) {
  return (
    <ConfirmModal {...props} confirmVariant="danger">
      <p>{message}</p>
    </ConfirmModal>
  );
}
