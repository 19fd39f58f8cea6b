import type { Course, Progress } from "@campus/contract";
import type { TFunction } from "i18next";
import { findLesson, lessonAddress } from "./course-address";
import { type Position, type ResumeTarget, resumeTarget } from "./position";
import { formatVideoTime } from "./video-time";

/** Where "resume" goes and what it says about it, e.g. "Wrócisz do lekcji: Dobre pytania do modelu (od 3:12)". */
export interface ResumeLink {
  target: ResumeTarget;
  href: string;
  description: string;
}

/** The resume link of a started course (position.ts's rule); null when there is nothing to resume. */
export function resumeLink(
  course: Course,
  progress: Progress | null,
  local: Position | null,
  { search, t }: { search: URLSearchParams; t: TFunction },
): ResumeLink | null {
  const target = resumeTarget(course, progress, local);
  const title = target ? findLesson(course, target)?.title : undefined;
  if (!target || title === undefined) return null;
  return {
    target,
    href: lessonAddress(course._id, target, search),
    description:
      target.videoSeconds >= 1
        ? t("course.resumeAt", { lesson: title, time: formatVideoTime(target.videoSeconds) })
        : t("course.resumeTo", { lesson: title }),
  };
}
