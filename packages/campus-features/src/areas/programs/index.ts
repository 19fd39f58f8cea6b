export { ProgramPage } from "./program-page";
export { ProgramsPage } from "./programs-page";
