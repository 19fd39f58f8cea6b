import type { ExamAnswer } from "@campus/contract";
import { Button } from "@campus/design-system";
import { ArrowLeft, ListChecks } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { AnswerTypes } from "./answer-types";

/** The cards of a task's step: the task, its answer, the answer sent. */
export const taskCardClass =
  "flex min-w-0 flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-5 text-fg sm:p-6";

/** The task itself: which of how many, the way back, its title (the step's heading), what it asks and takes. */
export function TaskCard({
  exam,
  index,
  onLeave,
  headingRef,
}: {
  exam: ExamAnswer;
  /** The task's place in the final work, from 0. */
  index: number;
  onLeave: () => void;
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}) {
  const { t } = useTranslation();
  const task = exam.tasks[index];
  if (!task) return null;
  return (
    <section aria-labelledby="final-work-task" className={taskCardClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-small text-fg-muted">
          {t("finalWork.task.number", { number: index + 1, count: exam.tasks.length })}
        </p>
        <Button variant="ghost" size="sm" icon={exam.isSingleTask ? <ArrowLeft /> : <ListChecks />} onPress={onLeave}>
          {exam.isSingleTask ? t("finalWork.task.backToOverview") : t("finalWork.task.backToTasks")}
        </Button>
      </div>
      <h2
        id="final-work-task"
        ref={headingRef}
        tabIndex={-1}
        className="text-heading font-bold break-words outline-none"
      >
        {task.title}
      </h2>
      <p className="text-body text-pretty break-words">{task.description}</p>
      <AnswerTypes types={task.answerTypes} />
    </section>
  );
}
