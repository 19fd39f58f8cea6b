export { FinalWorkPage } from "./final-work-page";
