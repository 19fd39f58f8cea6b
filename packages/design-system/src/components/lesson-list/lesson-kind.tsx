import { ClipboardCheck, FileText, ListChecks, type LucideIcon, Presentation, Video } from "lucide-react";

/** The kinds of lessons and sub-lessons a course holds. */
export type LessonKind = "video" | "presentation" | "text" | "quiz" | "internalTest";

/** Visible names of the lesson kinds, e.g. `{ video: "Wideo", presentation: "Prezentacja", … }`. */
export type LessonKindLabels = Record<LessonKind, string>;

export const lessonKindIcons: Record<LessonKind, LucideIcon> = {
  video: Video,
  presentation: Presentation,
  text: FileText,
  quiz: ListChecks,
  internalTest: ClipboardCheck,
};
