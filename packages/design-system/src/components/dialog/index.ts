export { DialogTrigger, type DialogTriggerProps } from "react-aria-components";
export { Dialog, type DialogProps, Modal, type ModalProps, modalVariants } from "./dialog";
