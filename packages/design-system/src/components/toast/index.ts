export {
  type AddToastOptions,
  createToastQueue,
  type ToastData,
  Toaster,
  type ToasterProps,
  ToastQueue,
  type ToastVariant,
  toastVariants,
} from "./toast";
