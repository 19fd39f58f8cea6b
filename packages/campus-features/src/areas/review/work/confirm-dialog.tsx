import { Button, Dialog, Modal } from "@campus/design-system";
import type { ReactNode } from "react";

/**
 * A question before a step the reviewer should mean (taking a colleague's work, leaving without a decision): an
 * alert dialog the design system's own confirmations are made of. A click outside does not dismiss it, Escape
 * and the cancel button do, and cancel has focus first so Enter is the safe choice; closed, focus goes back to
 * what opened it.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false} size="md">
      <Dialog
        role="alertdialog"
        title={title}
        actions={(close) => (
          <>
            <Button variant="secondary" autoFocus onPress={close}>
              {cancelLabel}
            </Button>
            <Button
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
