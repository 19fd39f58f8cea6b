export { ClosedTestPage } from "./closed-test-page";
