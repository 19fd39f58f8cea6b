import { Button, Dialog, Modal } from "@campus/design-system";
import { LogIn } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

export interface JoinFirstDialogProps {
  /** The title of the lesson the learner chose; null when the dialog is closed. */
  lessonTitle: string | null;
  onJoin: () => void;
  onCancel: () => void;
  isJoining: boolean;
}

/**
 * A lesson of a course not joined yet was chosen: lessons open once the learner joins, so the dialog offers
 * to join and open that very lesson. It stays open while joining and closes when the lesson opens.
 */
export function JoinFirstDialog({ lessonTitle, onJoin, onCancel, isJoining }: JoinFirstDialogProps) {
  const { t } = useTranslation();
  // The dialog fades out after it closes: it keeps saying which lesson it was about.
  const shownTitle = useRef("");
  if (lessonTitle !== null) shownTitle.current = lessonTitle;
  return (
    <Modal
      isOpen={lessonTitle !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen && !isJoining) onCancel();
      }}
      size="md"
    >
      <Dialog
        title={t("course.joinFirst.title")}
        closeLabel={t("common.close")}
        actions={
          <>
            <Button variant="secondary" onPress={onCancel} isDisabled={isJoining}>
              {t("course.joinFirst.cancel")}
            </Button>
            <Button icon={<LogIn />} onPress={onJoin} isPending={isJoining} autoFocus>
              {t("course.joinFirst.confirm")}
            </Button>
          </>
        }
      >
        <p className="text-pretty break-words">{t("course.joinFirst.message", { lesson: shownTitle.current })}</p>
      </Dialog>
    </Modal>
  );
}
