import { ConfirmModal } from "./confirm-modal";
import type { ModalStateProps } from "./modal-state";

export type ChangeTaskConfirmModalProps = ModalStateProps & {
  /** Heading, e.g. "Zmienić zadanie?". */
  title: string;
  /** Warning that unsaved text of the final work will be lost. */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
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
