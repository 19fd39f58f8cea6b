export { LearnersPage } from "./learners-page";
