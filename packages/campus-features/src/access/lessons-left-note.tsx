import type { CourseType, LessonsLeftReason } from "@campus/contract";
import { lessonPath } from "@campus/contract";
import { LinkButton } from "@campus/design-system";
import { ArrowRight, ListChecks } from "lucide-react";
import { useTranslation } from "react-i18next";

/**
 * In place of the button that starts the test or sends the final work while lessons are left: how many, why
 * the ending waits, and a link to the next lesson (issue 40). `panel` frames it as the page's whole content
 * (the closed test); otherwise it sits where the button would be (the final work's answer, the course page).
 */
export function LessonsLeftNote({
  ending,
  courseId,
  reason,
  panel = false,
}: {
  ending: CourseType;
  courseId: string;
  reason: LessonsLeftReason;
  panel?: boolean;
}) {
  const { t } = useTranslation();
  const body = (
    <>
      <div className="flex flex-col gap-1">
        <p className="inline-flex items-center gap-1.5 text-body font-semibold">
          <ListChecks aria-hidden="true" className="size-5 shrink-0 text-accent-text" />
          {t("ending.lessonsLeft", { count: reason.lessonsLeft })}
        </p>
        <p className="text-small text-fg-muted text-pretty">{t(`ending.${ending}.opensAfter`)}</p>
      </div>
      <LinkButton
        href={lessonPath(courseId, reason.next.lessonId, reason.next.sublessonId)}
        variant={panel ? "primary" : "secondary"}
        icon={<ArrowRight />}
        className="self-start"
      >
        {t("ending.nextLesson")}
      </LinkButton>
    </>
  );
  if (!panel) return <div className="flex flex-col gap-3">{body}</div>;
  return (
    <section className="flex max-w-2xl flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-5 text-fg sm:p-6">
      {body}
    </section>
  );
}
