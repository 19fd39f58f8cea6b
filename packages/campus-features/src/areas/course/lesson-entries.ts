import type { Course, LessonKind, Progress } from "@campus/contract";
import type { LessonListEntry } from "@campus/design-system";
import type { LessonTarget } from "./course-address";

/** The design system names the internal test in camel case. */
export const listKind = (kind: LessonKind): LessonListEntry["kind"] =>
  kind === "internal-test" ? "internalTest" : kind;

export interface LessonEntries {
  entries: LessonListEntry[];
  /** The lesson or sub-lesson each entry id stands for. */
  targets: ReadonlyMap<string, LessonTarget>;
}

/**
 * The course's lessons as the lesson list shows them: completed ones marked from the progress, each a link
 * to its address when `href` is given (a joined course), or a button otherwise (the page asks to join first).
 */
export function lessonEntries(
  course: Pick<Course, "lessons">,
  progress: Progress | null,
  { duration, href }: { duration: (minutes: number) => string; href?: (target: LessonTarget) => string },
): LessonEntries {
  const completed = new Set<string>();
  for (const lesson of progress?.lessons ?? []) {
    if (lesson.isCompleted) completed.add(lesson.id);
    for (const sublesson of lesson.sublessons) if (sublesson.isCompleted) completed.add(sublesson.id);
  }
  const targets = new Map<string, LessonTarget>();
  const entry = (
    item: { _id: string; title: string; kind: LessonKind; durationMinutes: number },
    target: LessonTarget,
  ): LessonListEntry => {
    targets.set(item._id, target);
    return {
      id: item._id,
      title: item.title,
      kind: listKind(item.kind),
      duration: duration(item.durationMinutes),
      isCompleted: completed.has(item._id),
      ...(href ? { href: href(target) } : {}),
    };
  };
  const entries = course.lessons.map((lesson) => ({
    ...entry(lesson, { lessonId: lesson._id, sublessonId: null }),
    sublessons: lesson.sublessons.map((sublesson) =>
      entry(sublesson, { lessonId: lesson._id, sublessonId: sublesson._id }),
    ),
  }));
  return { entries, targets };
}

/** The entry id of a lesson target: the sub-lesson's when there is one. */
export const entryId = (target: LessonTarget) => target.sublessonId ?? target.lessonId;
