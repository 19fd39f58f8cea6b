export { LessonView, type LessonViewProps } from "./lesson-view";
