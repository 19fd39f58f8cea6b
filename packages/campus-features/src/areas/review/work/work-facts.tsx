import type { ReviewWork } from "@campus/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DueBadge } from "./due-badge";
import { workCard } from "./work-card";
import { dateTimeOf } from "./work-dates";
import { WorkStatusBadge } from "./work-status";

/** A fact of the work; `wide` takes a phone's whole row (a badge that would be cut short in half of it). */
function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex min-w-0 flex-col gap-0.5 ${wide ? "col-span-2 sm:col-span-1" : ""}`}>
      <dt className="text-small text-fg-muted">{term}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}

/**
 * What the work is: its program, course and task, when it was sent, and how it stands: against its due time while
 * pending, its verdict once decided.
 */
export function WorkFacts({ work }: { work: ReviewWork }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={workCard}>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:gap-x-8 desktop:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
        <Fact term={t("review.work.details.program")}>{work.program.title}</Fact>
        <Fact term={t("review.work.details.course")}>{work.course.title}</Fact>
        <Fact term={t("review.work.details.task")}>{work.task.title}</Fact>
        <Fact term={t("review.work.details.sent")}>{dateTimeOf(i18n.language, work.sentAt)}</Fact>
        {work.status === "pending" ? (
          <Fact term={t("review.work.details.due")} wide>
            <DueBadge dueAt={work.dueAt} overdue={work.overdue} />
          </Fact>
        ) : (
          <Fact term={t("review.work.details.status")} wide>
            <WorkStatusBadge status={work.status} />
          </Fact>
        )}
      </dl>
    </div>
  );
}
