import type { ModalProps } from "../dialog/dialog";

/**
 * Open state of a modal composition. Leave all unset inside a `DialogTrigger` (the trigger opens it
 * and gets focus back on close), or control it with `isOpen` / `onOpenChange`.
 */
export type ModalStateProps = Pick<ModalProps, "isOpen" | "defaultOpen" | "onOpenChange">;
