import type { LessonSummary, Progress } from "@campus/contract";
import { LessonList } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { listKind } from "./lesson-kind";
import { type LessonTarget, unitProgress } from "./lesson-target";

/** The sub-lessons of a lesson, to move between them; the one open is marked as current. */
export function LessonParts({
  lesson,
  progress,
  currentSublessonId,
  onOpen,
}: {
  lesson: LessonSummary;
  progress: Progress;
  currentSublessonId: string | null;
  onOpen: (target: LessonTarget) => void;
}) {
  const { t } = useTranslation();
  return (
    <LessonList
      title={t("lesson.parts.heading")}
      headingLevel={3}
      lessons={lesson.sublessons.map((sub) => ({
        id: sub._id,
        title: sub.title,
        kind: listKind(sub.kind),
        duration: t("lesson.duration", { count: sub.durationMinutes }),
        isCompleted: unitProgress(progress, { lessonId: lesson._id, sublessonId: sub._id })?.isCompleted === true,
      }))}
      {...(currentSublessonId ? { currentId: currentSublessonId } : {})}
      formatProgress={(completed, total) => t("lesson.parts.progress", { completed, total })}
      kindLabels={{
        video: t("lesson.kinds.video"),
        presentation: t("lesson.kinds.presentation"),
        text: t("lesson.kinds.text"),
        quiz: t("lesson.kinds.quiz"),
        internalTest: t("lesson.kinds.internal-test"),
      }}
      completedLabel={t("lesson.completed")}
      lockedLabel={t("lesson.parts.locked")}
      currentLabel={t("lesson.parts.current")}
      currentType="step"
      onSelect={(sublessonId) => onOpen({ lessonId: lesson._id, sublessonId })}
      className="rounded-card border border-border bg-surface p-4 sm:p-5"
    />
  );
}
