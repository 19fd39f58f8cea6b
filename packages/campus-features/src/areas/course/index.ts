export { CoursePage } from "./course-page";
