export { Toaster, type ToasterProps, toastVariants } from "./toast";
export {
  type AddToastOptions,
  createToastQueue,
  type ToastAction,
  type ToastData,
  ToastQueue,
  type ToastVariant,
} from "./toast-queue";
