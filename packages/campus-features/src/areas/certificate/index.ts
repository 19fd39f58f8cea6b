export { VerifyPage } from "./verify-page";
