import type { ExamAnswer, ExamSubmit } from "@campus/contract";

/** SPEC section 4: the final work's three steps. */
export type FinalWorkStep = { step: "overview" } | { step: "tasks" } | { step: "task"; taskId: string };

/**
 * Where the page opens. A learner who already sent an answer lands on that task (step 3): a rejected one
 * first, since it waits for them, else the latest sent. Everyone else starts on the overview.
 */
export function initialStep(exam: Pick<ExamAnswer, "isSubmittedByUser" | "submitData" | "tasks">): FinalWorkStep {
  if (!exam.isSubmittedByUser) return { step: "overview" };
  const known = exam.submitData.filter((submit) => exam.tasks.some((task) => task._id === submit.examTaskId));
  const rejected = known.find((submit) => submit.status === "rejected");
  const latest = [...known].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  const chosen = rejected ?? latest;
  return chosen ? { step: "task", taskId: chosen.examTaskId } : { step: "overview" };
}

/** A single-task final work skips the task list: starting opens its one task. */
export function startStep(exam: Pick<ExamAnswer, "isSingleTask" | "tasks">): FinalWorkStep {
  const only = exam.tasks[0];
  return exam.isSingleTask && only ? { step: "task", taskId: only._id } : { step: "tasks" };
}

/** Back from a task: to the task list, or to the overview when there is no list. */
export function backStep(exam: Pick<ExamAnswer, "isSingleTask">): FinalWorkStep {
  return exam.isSingleTask ? { step: "overview" } : { step: "tasks" };
}

/** The learner's submission for a task, if any. */
export function submissionOf(exam: Pick<ExamAnswer, "submitData">, taskId: string): ExamSubmit | undefined {
  return exam.submitData.find((submit) => submit.examTaskId === taskId);
}

/** Whether a task's answer can be written now: not sent yet, or rejected and open to correction. */
export function isEditable(submit: ExamSubmit | undefined): boolean {
  return submit === undefined || submit.status === "rejected";
}

/**
 * Whether leaving the open task needs the change-task modal first: only when the learner has work there
 * that has not been sent (leaving a sent answer, or an untouched one, loses nothing).
 */
export function needsChangeConfirmation(current: FinalWorkStep, next: FinalWorkStep, hasUnsentWork: boolean): boolean {
  if (current.step !== "task" || !hasUnsentWork) return false;
  return !(next.step === "task" && next.taskId === current.taskId);
}
