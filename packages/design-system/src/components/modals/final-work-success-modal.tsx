import { ArrowRight, CircleCheck } from "lucide-react";
import { useEffect } from "react";
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
  /**
   * A task still without an answer, offered next: a sentence naming it and the primary button that opens it
   * (the modal closes too; OK becomes the secondary action).
   */
  next?: { message: string; label: string; onPress: () => void };
  /**
   * Called once the modal has left the page (after its closing animation and its own return of focus), for a
   * host whose opening control is gone with the answer it sent and that places focus itself.
   */
  onClosed?: () => void;
};

/** Confirms that the final work was submitted and says how long the review takes; may offer the next task. */
export function FinalWorkSuccessModal({
  title,
  message,
  okLabel,
  closeLabel,
  onOk,
  next,
  onClosed,
  ...state
}: FinalWorkSuccessModalProps) {
  return (
    <Modal {...state} size="sm">
      <Dialog
        title={title}
        closeLabel={closeLabel}
        icon={<CircleCheck className="text-success" />}
        actions={(close) => (
          <>
            <Button
              variant={next ? "secondary" : "primary"}
              onPress={() => {
                onOk?.();
                close();
              }}
            >
              {okLabel}
            </Button>
            {next ? (
              <Button
                icon={<ArrowRight />}
                onPress={() => {
                  next.onPress();
                  close();
                }}
              >
                {next.label}
              </Button>
            ) : null}
          </>
        )}
      >
        {onClosed ? <OnLeave onLeave={onClosed} /> : null}
        <p>{message}</p>
        {next ? <p className="mt-3 break-words">{next.message}</p> : null}
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
