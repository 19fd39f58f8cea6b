import type { ReviewWork } from "@campus/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { workCard } from "./work-card";

/** The task as it read when the learner sent the work (a later change of its text does not move the goalposts). */
export function WorkTask({ work }: { work: Pick<ReviewWork, "task" | "taskDescription"> }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className={workCard}>
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-heading font-semibold">
          {t("review.work.task.heading")}
        </h2>
        <p className="text-small text-fg-muted">{t("review.work.task.asSent")}</p>
      </div>
      <h3 className="text-lead font-semibold break-words">{work.task.title}</h3>
      <p className="text-body whitespace-pre-line break-words">{work.taskDescription}</p>
    </section>
  );
}
