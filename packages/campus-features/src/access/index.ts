export { lessonsLeftIn, lessonsLeftOf } from "./lessons-left";
export { LessonsLeftNote } from "./lessons-left-note";
export { Unavailable, type UnavailableReason } from "./unavailable";
export { hasOwnPage, unavailableReason, unavailableTitleKey } from "./unavailable-reason";
