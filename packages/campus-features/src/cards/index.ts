// The cards of courses and programs and the pages they lead to: home, programs and the course page show the
// same course the same way, so they share this floor instead of importing each other.
export { courseCardProps } from "./course-card-props";
export { type ProgramTileProps, programProgress, programTileProps } from "./program-card-props";
