export { ChangeTaskConfirmModal, type ChangeTaskConfirmModalProps } from "./change-task-confirm-modal";
export { ConfirmModal, type ConfirmModalProps } from "./confirm-modal";
export { DemoOnlyModal, type DemoOnlyModalProps } from "./demo-only-modal";
export { EndTestConfirmModal, type EndTestConfirmModalProps } from "./end-test-confirm-modal";
export { FinalWorkSuccessModal, type FinalWorkSuccessModalProps } from "./final-work-success-modal";
export type { ModalStateProps } from "./modal-state";
export { ReviewModal, type ReviewModalProps, type ReviewValue } from "./review-modal";
export { TutorialModal, type TutorialModalProps, type TutorialStep } from "./tutorial-modal";
