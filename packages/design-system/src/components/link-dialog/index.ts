export { LinkDialog, type LinkDialogProps } from "./link-dialog";
export { isValidEmail, isValidUrl, parseLinkInput } from "./link-validation";
