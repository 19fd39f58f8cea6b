import type { Course } from "@campus/contract";
import { Info } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CompletedBadge } from "./completed-badge";
import { CourseDone } from "./course-done";
import { FinishAction } from "./finish-action";
import type { FinishState } from "./finish-rules";
import { useWaitEnded } from "./use-wait-ended";

export interface FinishLessonProps {
  state: FinishState;
  course: Pick<Course, "_id" | "courseType">;
  isFinishing: boolean;
  onFinish: () => void;
  /** Every lesson of the course is done. */
  isCourseDone: boolean;
  /** The lesson to go on with once this one is completed, by its title; none after the last. */
  next: { title: string; open: () => void } | null;
  /** For a lesson made of sub-lessons: the part to take up. */
  part: { title: string; open: () => void } | null;
  /** The learner has just finished the last lesson here. */
  justFinishedCourse?: boolean;
  /** What finishing opens, by its title; null when the course's ending comes next. */
  upNext: string | null;
}

/**
 * The lesson's one action, where its content ends: finish it and see what comes next, see why finishing waits
 * (beside the disabled button, and announced when it changes), see it completed with the way on, or, once every
 * lesson is done, the way to the course's end.
 */
export function FinishLesson({
  state,
  course,
  isFinishing,
  onFinish,
  isCourseDone,
  next,
  part,
  justFinishedCourse = false,
  upNext,
}: FinishLessonProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  // Announced when the wait ends (the presentation marked, the test completed), not on opening the lesson.
  const unblocked = useWaitEnded(state.status);

  if (state.status === "completed" && isCourseDone) {
    return (
      <div className="flex flex-col gap-4 border-t border-border pt-6">
        <CompletedBadge />
        <CourseDone course={course} takeFocus={justFinishedCourse} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1 sm:flex-1">
        <p id={reasonId} role="status" className="flex min-w-0 items-start gap-2 text-body text-fg">
          {state.status === "blocked" ? (
            <>
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
              <span>{t(`lesson.finish.blocked.${state.reason}`)}</span>
            </>
          ) : state.status === "allowed" && unblocked ? (
            <span>{t("lesson.finish.unblocked")}</span>
          ) : state.status === "in-parts" ? (
            <span className="text-fg-muted">{t("lesson.finish.inParts")}</span>
          ) : null}
        </p>
        {state.status === "allowed" || state.status === "blocked" ? (
          <p className="text-small break-words text-fg-muted">
            {upNext
              ? t("lesson.finish.upNext", { title: upNext })
              : course.courseType === "closed-test"
                ? t("lesson.finish.upNextClosedTest")
                : t("lesson.finish.upNextFinalWork")}
          </p>
        ) : null}
      </div>
      <FinishAction
        state={state}
        isFinishing={isFinishing}
        onFinish={onFinish}
        next={next}
        part={part}
        reasonId={reasonId}
      />
    </div>
  );
}
