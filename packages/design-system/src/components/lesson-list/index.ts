export { LessonItem, type LessonItemProps, type LessonListEntry } from "./lesson-item";
export { type LessonKind, type LessonKindLabels, lessonKindIcons } from "./lesson-kind";
export { LessonList, type LessonListProps } from "./lesson-list";
