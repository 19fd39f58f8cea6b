import type { ExamAnswer } from "@campus/contract";
import { Button } from "@campus/design-system";
import { ArrowLeft, ArrowRight } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { AnswerTypes } from "./answer-types";
import { submissionOf } from "./final-work-steps";
import { SubmissionBadge } from "./submission-badge";

export interface FinalWorkTasksProps {
  exam: ExamAnswer;
  onOpen: (taskId: string) => void;
  onBack: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Step 2 (SPEC section 4): the tasks of a final work with where each stands; one opens step 3. */
export function FinalWorkTasks({ exam, onOpen, onBack, headingRef }: FinalWorkTasksProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="final-work-tasks"
      className="flex flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-5 text-fg sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="final-work-tasks" ref={headingRef} tabIndex={-1} className="text-lead font-semibold outline-none">
          {t("finalWork.tasks.heading")}
        </h2>
        <Button variant="ghost" size="sm" icon={<ArrowLeft />} onPress={onBack}>
          {t("finalWork.tasks.backToOverview")}
        </Button>
      </div>
      <ol className="flex flex-col gap-3">
        {exam.tasks.map((task, index) => (
          <li
            key={task._id}
            className="flex flex-col gap-3 rounded-control border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-2">
              <p className="text-small text-fg-muted">
                {t("finalWork.task.number", { number: index + 1, count: exam.tasks.length })}
              </p>
              <h3 className="font-semibold break-words">{task.title}</h3>
              <AnswerTypes types={task.answerTypes} />
              <div>
                <SubmissionBadge submit={submissionOf(exam, task._id)} />
              </div>
            </div>
            <Button
              variant="secondary"
              icon={<ArrowRight />}
              aria-label={t("finalWork.tasks.openNamed", { title: task.title })}
              onPress={() => onOpen(task._id)}
              className="shrink-0 self-start sm:self-center"
            >
              {t("finalWork.tasks.open")}
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
