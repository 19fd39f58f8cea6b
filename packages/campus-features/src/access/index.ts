export { lessonsLeftIn, lessonsLeftOf } from "./lessons-left";
export { LessonsLeftNote } from "./lessons-left-note";
export { Unavailable, type UnavailableReason, type UnavailableSubject } from "./unavailable";
export { hasOwnPage, unavailableName, unavailableReason, unavailableTitleKey } from "./unavailable-reason";
