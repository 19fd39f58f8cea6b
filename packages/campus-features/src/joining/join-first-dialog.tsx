import { Button, Dialog, Modal } from "@campus/design-system";
import { LogIn } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

export interface JoinFirstDialogProps {
  isOpen: boolean;
  /** The page's own wording, translated: what joining opens (a lesson, the test). */
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onJoin: () => void;
  onCancel: () => void;
  isJoining: boolean;
}

/**
 * Something that belongs to a course not joined yet was chosen (a lesson, the closed test): the dialog offers
 * to join the course and go on to it at once. It stays open while joining.
 */
export function JoinFirstDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onJoin,
  onCancel,
  isJoining,
}: JoinFirstDialogProps) {
  const { t } = useTranslation();
  // The dialog fades out after it closes: it keeps saying what it was about.
  const shownMessage = useRef(message);
  if (isOpen) shownMessage.current = message;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isJoining) onCancel();
      }}
      size="md"
    >
      <Dialog
        title={title}
        closeLabel={t("common.close")}
        actions={
          <>
            <Button variant="secondary" onPress={onCancel} isDisabled={isJoining}>
              {cancelLabel}
            </Button>
            <Button icon={<LogIn />} onPress={onJoin} isPending={isJoining} autoFocus>
              {confirmLabel}
            </Button>
          </>
        }
      >
        <p className="text-pretty break-words">{shownMessage.current}</p>
      </Dialog>
    </Modal>
  );
}
