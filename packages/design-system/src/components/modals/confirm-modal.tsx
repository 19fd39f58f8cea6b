import type { ReactNode } from "react";
import { Button } from "../button/button";
import { Dialog, Modal } from "../dialog/dialog";
import type { ModalStateProps } from "./modal-state";

export type ConfirmModalProps = ModalStateProps & {
  /** Heading, a question, e.g. "Usunąć plik?". */
  title: string;
  /** The body: what confirming does. */
  children: ReactNode;
  /** Text of the confirm button, e.g. "Usuń". */
  confirmLabel: string;
  /** Text of the cancel button, e.g. "Anuluj". */
  cancelLabel: string;
  /** Called when the user confirms; the modal closes afterwards. */
  onConfirm: () => void;
  /** Called when the user cancels (button or Escape is handled by `onOpenChange`). */
  onCancel?: () => void;
  /** `danger` when confirming loses or removes something; `primary` (default) otherwise. */
  confirmVariant?: "primary" | "danger";
};

/**
 * An alert dialog asking to confirm a step that cannot be undone. A click outside does not dismiss
 * it (the choice must be explicit), Escape cancels; cancel has focus first so Enter is the safe choice.
 */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  confirmVariant = "primary",
  ...state
}: ConfirmModalProps) {
  return (
    <Modal {...state} isDismissable={false} size="md">
      <Dialog
        role="alertdialog"
        title={title}
        actions={(close) => (
          <>
            <Button
              variant="secondary"
              autoFocus
              onPress={() => {
                onCancel?.();
                close();
              }}
            >
              {cancelLabel}
            </Button>
            <Button
              variant={confirmVariant}
              onPress={() => {
                onConfirm();
                close();
              }}
            >
              {confirmLabel}
            </Button>
          </>
        )}
      >
        {children}
      </Dialog>
    </Modal>
  );
}
