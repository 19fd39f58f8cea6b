import { CircleCheck } from "lucide-react";
import { Button } from "../button/button";
import { Dialog, Modal } from "../dialog/dialog";
import type { ModalStateProps } from "./modal-state";

export type FinalWorkSuccessModalProps = ModalStateProps & {
  /** Heading, e.g. "Praca została wysłana". */
  title: string;
  /** Body, e.g. "Ocena pracy potrwa do 3 dni roboczych." */
  message: string;
  /** Text of the button that closes the modal, e.g. "OK". */
  okLabel: string;
  /** Accessible name of the corner close button, e.g. "Zamknij". */
  closeLabel: string;
  /** Called when the user closes the modal by OK. */
  onOk?: () => void;
};

/** Confirms that the final work was submitted and says how long the review takes. */
export function FinalWorkSuccessModal({
  title,
  message,
  okLabel,
  closeLabel,
  onOk,
  ...state
}: FinalWorkSuccessModalProps) {
  return (
    <Modal {...state} size="sm">
      <Dialog
        title={title}
        closeLabel={closeLabel}
        icon={<CircleCheck className="text-success" />}
        actions={(close) => (
          <Button
            onPress={() => {
              onOk?.();
              close();
            }}
          >
            {okLabel}
          </Button>
        )}
      >
        <p>{message}</p>
      </Dialog>
    </Modal>
  );
}
