import { Lock } from "lucide-react";
import { Button } from "../button/button";
import { Dialog, Modal } from "../dialog/dialog";
import type { ModalStateProps } from "./modal-state";

export type DemoOnlyModalProps = ModalStateProps & {
  /** Heading, e.g. "Funkcja dostępna w pełnej wersji". */
  title: string;
  /** Explanation of what the full version offers. */
  message: string;
  /** Label of the button that closes the modal, e.g. "OK". */
  okLabel: string;
  /** Accessible name of the corner close button. */
  closeLabel: string;
};

/** Tells a demo user that a feature needs the full version. Escape and a click outside close it. */
export function DemoOnlyModal({ title, message, okLabel, closeLabel, ...state }: DemoOnlyModalProps) {
  return (
    <Modal {...state} size="sm">
      <Dialog
        title={title}
        closeLabel={closeLabel}
        icon={<Lock className="text-accent-text" />}
        actions={(close) => <Button onPress={close}>{okLabel}</Button>}
      >
        <p>{message}</p>
      </Dialog>
    </Modal>
  );
}
