export { LoginPage } from "./login-page";
export { signInErrorMessage } from "./sign-in-error";
