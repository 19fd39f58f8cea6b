export { createToasts, type ToastOptions, type Toasts, ToastsProvider, useToasts } from "./toasts";
