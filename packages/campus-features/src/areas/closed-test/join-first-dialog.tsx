import { Button, Dialog, Modal } from "@campus/design-system";
import { LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";

export interface JoinFirstDialogProps {
  isOpen: boolean;
  courseTitle: string;
  onJoin: () => void;
  onCancel: () => void;
  isJoining: boolean;
}

/**
 * Start was pressed by a learner who has not joined the course: the test belongs to the course, so the dialog
 * offers to join it and start the test at once. It stays open while joining.
 */
export function JoinFirstDialog({ isOpen, courseTitle, onJoin, onCancel, isJoining }: JoinFirstDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isJoining) onCancel();
      }}
      size="md"
    >
      <Dialog
        title={t("closedTest.joinFirst.title")}
        closeLabel={t("common.close")}
        actions={
          <>
            <Button variant="secondary" onPress={onCancel} isDisabled={isJoining}>
              {t("closedTest.joinFirst.cancel")}
            </Button>
            <Button icon={<LogIn />} onPress={onJoin} isPending={isJoining} autoFocus>
              {t("closedTest.joinFirst.confirm")}
            </Button>
          </>
        }
      >
        <p className="text-pretty break-words">{t("closedTest.joinFirst.message", { course: courseTitle })}</p>
      </Dialog>
    </Modal>
  );
}
