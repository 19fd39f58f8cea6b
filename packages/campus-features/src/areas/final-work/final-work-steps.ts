import type { ExamAnswer, ExamSubmit } from "@campus/contract";
import { pagePath, pagePaths } from "@campus/contract";

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

/**
 * The addresses of the steps, each its own so Back and Forward move between them and a reload stays on the step:
 * the SPEC's `/course-final-work/{id}` is the entry (the overview, or where the page opens), `…/tasks` the list
 * and `…/tasks/{taskId}` a task. campus-routes.ts and the stories route all three to the page.
 */
export const finalWorkPaths = [pagePaths.finalWork, pagePaths.finalWorkTasks, pagePaths.finalWorkTask] as const;

/** A step's address, e.g. `/course-final-work/c-final-multi/tasks/c-final-multi-task2`. */
export function stepPath(examId: string, step: FinalWorkStep): string {
  if (step.step === "overview") return pagePath("finalWork", { id: examId });
  if (step.step === "tasks") return pagePath("finalWorkTasks", { id: examId });
  return pagePath("finalWorkTask", { id: examId, taskId: step.taskId });
}

/** What an address asks for: the entry (where the page decides), the task list, or one task. */
export type AddressedStep = { step: "entry" } | { step: "tasks" } | { step: "task"; taskId: string };

/**
 * The step an address shows, put right where the address cannot be shown as it is: a task the final work does
 * not have (an old bookmark) shows the list, and a single-task final work, which has no list, shows its task.
 * The entry shows the overview once the page has decided to (`chosen`), else where the page opens.
 */
export function stepAt(
  exam: Pick<ExamAnswer, "isSingleTask" | "tasks" | "isSubmittedByUser" | "submitData">,
  addressed: AddressedStep,
  chosen: boolean,
): FinalWorkStep {
  if (addressed.step === "entry") return chosen ? { step: "overview" } : initialStep(exam);
  if (addressed.step === "task" && exam.tasks.some((task) => task._id === addressed.taskId)) return addressed;
  return startStep(exam);
}

/** Whether two steps are the same place (the same task, for a task). */
export function sameStep(a: FinalWorkStep, b: FinalWorkStep): boolean {
  return a.step === b.step && (a.step !== "task" || (b.step === "task" && a.taskId === b.taskId));
}

/**
 * The task to offer after an answer to `sentTaskId` is sent: the first one after it (going round) that has no
 * answer yet, or none when every task has one.
 */
export function nextUnsentTask(
  exam: Pick<ExamAnswer, "tasks" | "submitData">,
  sentTaskId: string,
): ExamAnswer["tasks"][number] | undefined {
  const at = exam.tasks.findIndex((task) => task._id === sentTaskId);
  const ordered = [...exam.tasks.slice(at + 1), ...exam.tasks.slice(0, Math.max(at, 0))];
  return ordered.find((task) => task._id !== sentTaskId && submissionOf(exam, task._id) === undefined);
}
