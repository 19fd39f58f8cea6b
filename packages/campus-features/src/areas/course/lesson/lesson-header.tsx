import type { LessonKind } from "@campus/contract";
import { Badge } from "@campus/design-system";
import { CircleCheck, Clock } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { kindLabelKey } from "./lesson-kind";

export interface LessonHeaderProps {
  titleId: string;
  titleRef: Ref<HTMLHeadingElement>;
  title: string;
  kind: LessonKind;
  durationMinutes: number;
  isCompleted: boolean;
  /** For a sub-lesson: which part of which lesson it is. */
  part?: { index: number; total: number; lessonTitle: string };
}

/** The lesson's title (the page has the h1), what kind it is, how long it takes, and whether it is done. */
export function LessonHeader({
  titleId,
  titleRef,
  title,
  kind,
  durationMinutes,
  isCompleted,
  part,
}: LessonHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-2">
      {part ? (
        <p className="text-small font-semibold break-words text-fg-muted">
          {t("lesson.partOf", { index: part.index, total: part.total, lesson: part.lessonTitle })}
        </p>
      ) : null}
      <h2
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        className="text-heading font-bold text-balance break-words text-fg outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-4 focus-visible:outline-focus desktop:text-title"
      >
        {title}
      </h2>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-small text-fg-muted">
        <span className="font-semibold text-accent-text">{t(kindLabelKey(kind))}</span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {t("lesson.duration", { count: durationMinutes })}
        </span>
        {isCompleted ? (
          <Badge variant="success" size="sm" icon={<CircleCheck className="size-3.5" />}>
            {t("lesson.completed")}
          </Badge>
        ) : null}
      </p>
    </header>
  );
}
