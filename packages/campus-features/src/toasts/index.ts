export { createToasts, type Toasts, ToastsProvider, useToasts } from "./toasts";
