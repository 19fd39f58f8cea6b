import type { ExamAnswer, ExamSubmit } from "@campus/contract";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import type { AnswerDraft } from "./answer-draft";
import { type AnswerErrors, AnswerForm } from "./answer-form";
import { isEditable } from "./final-work-steps";
import { SentAnswer } from "./sent-answer";
import { SubmissionHistory } from "./submission-history";
import { TaskCard, taskCardClass } from "./task-card";
import { TaskSubmissionStatus } from "./task-submission-status";

export interface FinalWorkTaskProps {
  exam: ExamAnswer;
  taskId: string;
  submit: ExamSubmit | undefined;
  draft: AnswerDraft;
  onDraftChange: (draft: AnswerDraft) => void;
  errors: AnswerErrors;
  onSend: () => void;
  isSending: boolean;
  /** Back to the task list (several tasks) or the overview (one task); guarded by the page. */
  onLeave: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Where the unsent answer stands on this device and on the server. */
  draftStatus?: ReactNode;
  /** What the restored draft lacks here: the files chosen on another device. */
  draftNote?: string;
  /** Shown where the send button is while the answer cannot be sent yet (lessons left). */
  sendInstead?: ReactNode;
}

/**
 * Step 3 (SPEC section 4): one task with where its answer stands. Not sent: the answer form. Waiting for
 * review or approved: the sent answer. Rejected: the reviewer's feedback beside the answer being corrected,
 * so it stays in view the whole time the learner works on the correction.
 */
export function FinalWorkTask({
  exam,
  taskId,
  submit,
  draft,
  onDraftChange,
  errors,
  onSend,
  isSending,
  onLeave,
  headingRef,
  draftStatus,
  draftNote,
  sendInstead,
}: FinalWorkTaskProps) {
  const { t } = useTranslation();
  const index = exam.tasks.findIndex((task) => task._id === taskId);
  const task = exam.tasks[index];
  if (!task) return null;
  const editable = isEditable(submit);
  const status = submit ? <TaskSubmissionStatus submit={submit} reviewBusinessDays={exam.reviewBusinessDays} /> : null;

  return (
    <div className="flex flex-col gap-6">
      <TaskCard exam={exam} index={index} onLeave={onLeave} headingRef={headingRef} />
      {editable ? (
        <div
          className={
            status ? "grid gap-6 desktop:grid-cols-[minmax(0,1fr)_24rem] desktop:items-start" : "flex flex-col gap-6"
          }
        >
          <section aria-labelledby="final-work-answer" className={taskCardClass}>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <h3 id="final-work-answer" className="text-lead font-semibold">
                {submit ? t("finalWork.task.correctHeading") : t("finalWork.task.answerHeading")}
              </h3>
              {draftStatus}
            </div>
            {draftNote ? <p className="text-small text-pretty break-words text-fg">{draftNote}</p> : null}
            {submit && submit.files.length > 0 ? (
              <p className="text-small text-pretty text-fg-muted">
                {t("finalWork.task.earlierFiles", { files: submit.files.map((file) => file.name).join(", ") })}
              </p>
            ) : null}
            <AnswerForm
              task={task}
              limits={exam.limits}
              draft={draft}
              onChange={onDraftChange}
              errors={errors}
              onSend={onSend}
              isSending={isSending}
              isCorrection={submit !== undefined}
              {...(sendInstead ? { sendInstead } : {})}
            />
          </section>
          {status ? <div className="desktop:sticky desktop:top-24">{status}</div> : null}
        </div>
      ) : (
        <>
          {status}
          {submit ? (
            <section aria-labelledby="final-work-sent" className={taskCardClass}>
              <h3 id="final-work-sent" className="text-lead font-semibold">
                {t("finalWork.task.sentHeading")}
              </h3>
              <SentAnswer submit={submit} />
            </section>
          ) : null}
        </>
      )}
      {submit?.history?.length ? <SubmissionHistory history={submit.history} /> : null}
    </div>
  );
}
