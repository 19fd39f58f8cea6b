import type { ExamAnswer, ExamSubmit, LessonsLeftReason, DraftFile as ServerFile } from "@campus/contract";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { LessonsLeftNote } from "../../access";
import { type AnswerDraft, draftFrom } from "./answer-draft";
import type { AnswerErrors } from "./answer-form";
import type { DraftSaveStatus } from "./draft-save-status";
import { DraftStatus } from "./draft-status";
import { FinalWorkHero } from "./final-work-hero";
import { FinalWorkOverview } from "./final-work-overview";
import { backStep, type FinalWorkStep, startStep } from "./final-work-steps";
import { FinalWorkTask } from "./final-work-task";
import { FinalWorkTasks } from "./final-work-tasks";

/** The open task's answer, as the page holds it. */
export interface OpenAnswer {
  submit: ExamSubmit | undefined;
  /** None once the answer is sent. */
  draft: AnswerDraft | undefined;
  errors: AnswerErrors;
  isSending: boolean;
  onChange: (draft: AnswerDraft) => void;
  onSend: () => void;
  draftStatus: DraftSaveStatus;
  /** The files of a draft restored from another device that this one does not have. */
  missingFiles: readonly ServerFile[];
  /** The lessons left before the answer can be sent, if any. */
  lessonsLeft: LessonsLeftReason | null;
}

export interface FinalWorkStepViewProps {
  exam: ExamAnswer;
  step: FinalWorkStep;
  headingRef: Ref<HTMLHeadingElement>;
  /** The learner asks for another step (the page asks first when that would lose unsent work). */
  onRequest: (step: FinalWorkStep) => void;
  answer: OpenAnswer;
}

/** The final work's hero and the step shown: the overview, the task list, or a task with its answer. */
export function FinalWorkStepView({ exam, step, headingRef, onRequest, answer }: FinalWorkStepViewProps) {
  const { t } = useTranslation();
  return (
    <>
      <FinalWorkHero
        courseId={exam.courseId}
        courseTitle={exam.courseTitle}
        program={{ id: exam.programId, title: exam.programTitle }}
        title={exam.title}
      />
      {step.step === "overview" ? (
        <FinalWorkOverview exam={exam} onStart={() => onRequest(startStep(exam))} headingRef={headingRef} />
      ) : step.step === "tasks" ? (
        <FinalWorkTasks
          exam={exam}
          onOpen={(taskId) => onRequest({ step: "task", taskId })}
          onBack={() => onRequest({ step: "overview" })}
          headingRef={headingRef}
        />
      ) : (
        <FinalWorkTask
          exam={exam}
          taskId={step.taskId}
          submit={answer.submit}
          draft={answer.draft ?? draftFrom(undefined)}
          onDraftChange={answer.onChange}
          errors={answer.errors}
          onSend={answer.onSend}
          isSending={answer.isSending}
          onLeave={() => onRequest(backStep(exam))}
          headingRef={headingRef}
          draftStatus={<DraftStatus status={answer.draftStatus} />}
          {...(answer.lessonsLeft
            ? {
                sendInstead: (
                  <LessonsLeftNote ending="final-work" courseId={exam.courseId} reason={answer.lessonsLeft} />
                ),
              }
            : {})}
          {...(answer.missingFiles.length > 0
            ? {
                draftNote: t("finalWork.draft.missingFiles", {
                  files: answer.missingFiles.map((file) => file.name).join(", "),
                }),
              }
            : {})}
        />
      )}
    </>
  );
}
