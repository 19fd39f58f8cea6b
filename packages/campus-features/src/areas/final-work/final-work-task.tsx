import type { ExamAnswer, ExamSubmit } from "@campus/contract";
import { Button, SubmissionStatus } from "@campus/design-system";
import { ArrowLeft, ListChecks } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import type { AnswerDraft } from "./answer-draft";
import { type AnswerErrors, AnswerForm } from "./answer-form";
import { AnswerTypes } from "./answer-types";
import { isEditable } from "./final-work-steps";
import { SentAnswer } from "./sent-answer";
import { SubmissionHistory } from "./submission-history";

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

const card =
  "flex min-w-0 flex-col gap-4 rounded-card border border-border bg-surface-raised p-5 text-fg hc:border-2 sm:p-6";

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
  const { t, i18n } = useTranslation();
  const index = exam.tasks.findIndex((task) => task._id === taskId);
  const task = exam.tasks[index];
  if (!task) return null;
  const editable = isEditable(submit);
  const sentAt = submit
    ? t("finalWork.status.sentAt", {
        date: new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(submit.updatedAt)),
      })
    : undefined;
  const status = submit ? (
    <SubmissionStatus
      status={submit.status}
      statusLabel={t(`finalWork.status.${submit.status}`)}
      description={t(`finalWork.status.${submit.status}Description`, { count: exam.reviewBusinessDays })}
      {...(sentAt ? { submittedAt: sentAt } : {})}
      {...(submit.feedback ? { feedback: submit.feedback, feedbackLabel: t("finalWork.status.feedback") } : {})}
    />
  ) : null;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="final-work-task" className={card}>
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
      {editable ? (
        <div
          className={
            status ? "grid gap-6 desktop:grid-cols-[minmax(0,1fr)_24rem] desktop:items-start" : "flex flex-col gap-6"
          }
        >
          <section aria-labelledby="final-work-answer" className={card}>
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
            <section aria-labelledby="final-work-sent" className={card}>
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
