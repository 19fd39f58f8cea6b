export { ChoosePasswordPage } from "./choose-password-page";
export { ForgotPasswordPage } from "./forgot-password-page";
