import type { Course } from "@campus/contract";
import { courseEndPath } from "@campus/contract";
import { LinkButton } from "@campus/design-system";
import { ArrowRight, PartyPopper } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NEXT_STEP_ATTRIBUTE } from "../next-step";

/** Every lesson of the course is done: what is left is the closed test or the final work. */
export function CourseDone({
  course,
  takeFocus = false,
}: {
  course: Pick<Course, "_id" | "courseType">;
  /** The learner just finished the last lesson: focus goes to the way on, as the finish button is gone. */
  takeFocus?: boolean;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const isTest = course.courseType === "closed-test";
  useEffect(() => {
    if (takeFocus) panel.current?.querySelector("a")?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={panel}
      className="flex flex-col gap-4 rounded-card border-frame border-success bg-success-subtle p-4 text-fg sm:flex-row sm:items-center sm:p-5"
    >
      <PartyPopper aria-hidden="true" className="size-8 shrink-0 text-success" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-lead font-semibold">{t("lesson.courseDone.title")}</p>
        <p className="text-body">{isTest ? t("lesson.courseDone.closedTest") : t("lesson.courseDone.finalWork")}</p>
      </div>
      <LinkButton
        href={courseEndPath(course)}
        icon={<ArrowRight />}
        className="self-start sm:self-center"
        {...{ [NEXT_STEP_ATTRIBUTE]: "" }}
      >
        {isTest ? t("lesson.courseDone.toClosedTest") : t("lesson.courseDone.toFinalWork")}
      </LinkButton>
    </div>
  );
}
