export { explainedByPage } from "./explained-by-page";
export { createToasts, type ToastOptions, type Toasts, ToastsProvider, useToasts } from "./toasts";
export { useLoadErrorToast } from "./use-load-error-toast";
export { useWarningToast } from "./use-warning-toast";
