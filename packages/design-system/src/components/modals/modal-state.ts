import type { ModalProps } from "../dialog/dialog";

/**
 * Open state of a modal composition. Leave all unset inside a `DialogTrigger` (the trigger opens it
 * and gets focus back on close), or control it with `isOpen` / `onOpenChange`.
 */
export type ModalStateProps = {
  /** Whether the modal is shown, when the host controls it. */
  isOpen?: ModalProps["isOpen"];
  /** Whether the modal is shown at first, when it keeps its own state. */
  defaultOpen?: ModalProps["defaultOpen"];
  /** Called when the modal opens or closes (an action, the close button, Escape). */
  onOpenChange?: ModalProps["onOpenChange"];
};
