import type { ExamAnswer } from "@campus/contract";
import { ChangeTaskConfirmModal, FinalWorkSuccessModal } from "@campus/design-system";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatch, useNavigate, useParams } from "react-router";
import { LessonsLeftNote } from "../../access";
import { LoadError, useHideFooter } from "../../frame";
import { type DraftStorage, deviceDraftKey, indexedDbDrafts, useLearner } from "../../session";
import { useLoadErrorToast, useToasts, useWarningToast } from "../../toasts";
import { type AnswerDraft, draftFrom, hasUnsentWork, isBlank, splitErrors } from "./answer-draft";
import { type AnswerErrors, noErrors, providerErrors } from "./answer-form";
import { DraftStatus } from "./draft-status";
import { FinalWorkHero } from "./final-work-hero";
import { FinalWorkOverview } from "./final-work-overview";
import { FinalWorkSkeleton } from "./final-work-skeleton";
import {
  type AddressedStep,
  backStep,
  type FinalWorkStep,
  finalWorkPaths,
  isEditable,
  needsChangeConfirmation,
  nextUnsentTask,
  sameStep,
  startStep,
  stepAt,
  stepPath,
  submissionOf,
} from "./final-work-steps";
import { FinalWorkTask } from "./final-work-task";
import { FinalWorkTasks } from "./final-work-tasks";
import { useExam, useLessonsLeft, useSendAnswer } from "./hooks";
import { refusalTexts } from "./refusal-texts";
import { useDeviceDraft } from "./use-device-draft";
import { useServerDraftCalls } from "./use-server-draft";

const frame = "mx-auto flex w-full max-w-app flex-col gap-8 px-4 pt-6 pb-16 sm:px-6 desktop:px-10 desktop:pt-10";

/** The answer being written to the open task, and where it started (to tell whether anything is unsent). */
interface Work {
  taskId: string;
  draft: AnswerDraft;
  start: AnswerDraft;
}

function workFor(exam: ExamAnswer, step: FinalWorkStep): Work | null {
  if (step.step !== "task") return null;
  const submit = submissionOf(exam, step.taskId);
  // A rejected answer is corrected from where it was; a new one starts empty.
  const start = draftFrom(isEditable(submit) ? submit : undefined);
  return { taskId: step.taskId, draft: start, start };
}

/** What the entry's history entry carries once the page has decided to show the overview there. */
interface EntryState {
  chosen?: boolean;
}

/** The step the address asks for, from the route's parameters. */
function useAddressedStep(): AddressedStep {
  const { taskId } = useParams();
  const onList = useMatch(finalWorkPaths[1]) !== null;
  if (taskId !== undefined) return { step: "task", taskId };
  return onList ? { step: "tasks" } : { step: "entry" };
}

/**
 * The final work of a course (`/course-final-work/{id}`, SPEC section 4) in three steps, each at its own
 * address (final-work-steps.ts): the overview, the task list (skipped when there is one task) and the selected
 * task with its answer. A learner who already sent an answer, arriving at the entry, opens on that task.
 * Leaving a task with unsent work from the page asks first; Back and Forward move between the steps (an unsent
 * answer stays in its drafts meanwhile).
 */
export function FinalWorkPage({
  drafts,
}: {
  /** Where drafts are kept; this browser's IndexedDB unless given. */ drafts?: DraftStorage;
} = {}) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { user } = useLearner();
  const [storage] = useState(() => drafts ?? indexedDbDrafts());
  const toasts = useToasts();
  const exam = useExam(id);
  const data = exam.data?._id === id ? exam.data : undefined;
  const { send, isSending } = useSendAnswer(id);
  const lessonsLeft = useLessonsLeft(id);
  const navigate = useNavigate();
  const location = useLocation();
  const addressed = useAddressedStep();
  const chosen = (location.state as EntryState | null)?.chosen === true;
  const step = data ? stepAt(data, addressed, chosen) : null;
  const [shown, setShown] = useState<FinalWorkStep | null>(null);
  const [work, setWork] = useState<Work | null>(null);
  const [errors, setErrors] = useState<AnswerErrors>(noErrors);
  const [asked, setAsked] = useState<FinalWorkStep | null>(null);
  const [isSentOpen, setSentOpen] = useState(false);
  const [sentTask, setSentTask] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const sending = useRef(false);
  const toastAgain = useLoadErrorToast(exam.error, data !== undefined, "finalWork.loadError");
  const openTaskId = step?.step === "task" ? step.taskId : null;
  const openEditable = data !== undefined && openTaskId !== null && isEditable(submissionOf(data, openTaskId));
  // Writing the answer, the learner needs no footer links to leave an unsent answer by.
  useHideFooter(openEditable);
  const device = useDeviceDraft({
    storage,
    draftKey: openTaskId ? deviceDraftKey(user._id, id, openTaskId) : null,
    server: useServerDraftCalls(id, openEditable ? openTaskId : null),
    isEditable: openEditable,
    draft: work?.draft,
    start: work?.start,
    isPaused: isSending,
    onRestore: (found) =>
      // Only over an answer the learner has not started here meanwhile.
      setWork((current) =>
        current && current.taskId === openTaskId && current.draft === current.start
          ? { ...current, draft: found.draft }
          : current,
      ),
  });

  // The server cannot be reached: the answer is safe on this device alone, until the server has it again.
  useWarningToast(
    device.status === "offline",
    device.status === "synced" || device.status === "syncedFilesHere",
    "finalWork.draft.offlineToast",
  );

  // A new step (by the page, Back or Forward) starts its answer afresh; the first showing is not a move.
  const isNewStep = data !== undefined && step !== null && (shown === null || !sameStep(shown, step));
  if (isNewStep) {
    setShown(step);
    setWork(workFor(data, step));
    setErrors(noErrors);
  }
  const shownKey = shown === null ? null : stepPath(id, shown);
  const firstKey = useRef<string | null>(null);

  // A step change (not the first showing) takes focus to the new step's heading.
  useEffect(() => {
    if (shownKey === null) return;
    if (firstKey.current === null) {
      firstKey.current = shownKey;
      return;
    }
    heading.current?.focus();
  }, [shownKey]);

  // The address says the step shown: where the entry opened (a sent answer's task), or where an address that
  // cannot be shown as it is was put right. It replaces the address, so Back still leaves the final work, and
  // keeps the scroll: the learner is already on this step, perhaps reading further down.
  const wanted = step ? stepPath(id, step) : null;
  const entryDecided = addressed.step !== "entry" || chosen;
  useEffect(() => {
    if (wanted === null) return;
    if (location.pathname !== wanted || !entryDecided) {
      void navigate(wanted, {
        replace: true,
        preventScrollReset: true,
        state: { chosen: true } satisfies EntryState,
      });
    }
  }, [wanted, entryDecided, location.pathname, navigate]);

  if (!data || step === null || shown === null) {
    return (
      <div className={frame}>
        {exam.error ? (
          <>
            <FinalWorkHero
              courseId={id}
              courseTitle={t("finalWork.fallbackTitle")}
              title={t("finalWork.fallbackTitle")}
            />
            <LoadError
              message={t("finalWork.loadErrorInline")}
              onRetry={() => {
                toastAgain();
                void exam.mutate();
              }}
            />
          </>
        ) : (
          <FinalWorkSkeleton />
        )}
      </div>
    );
  }

  const go = (next: FinalWorkStep) => {
    void navigate(stepPath(id, next), { state: { chosen: true } satisfies EntryState });
  };
  const openTask = step.step === "task" ? step.taskId : null;
  const next = sentTask ? nextUnsentTask(data, sentTask) : undefined;
  const submit = openTask ? submissionOf(data, openTask) : undefined;
  const hasUnsent = work !== null && isEditable(submit) && hasUnsentWork(work.draft, work.start);
  const request = (next: FinalWorkStep) => {
    if (needsChangeConfirmation(step, next, hasUnsent)) setAsked(next);
    else go(next);
  };

  const setProgress = (fileId: string, progress: number | undefined) =>
    setWork(
      (current) =>
        current && {
          ...current,
          draft: {
            ...current.draft,
            files: current.draft.files.map((file) => (file.id === fileId ? { ...file, progress } : file)),
          },
        },
    );

  const sendAnswer = async () => {
    // A second click while the answer is on its way is the same send (the server would answer it with the
    // same submission anyway, by its key).
    if (!work || !openTask || sending.current) return;
    if (isBlank(work.draft)) {
      setErrors({ ...noErrors, form: t("finalWork.task.empty") });
      return;
    }
    const badLinks = providerErrors(work.draft, t("finalWork.links.invalidProvider"));
    if (Object.keys(badLinks).length > 0) {
      setErrors({ byLink: badLinks, fields: {}, form: t("finalWork.task.fixLinks") });
      return;
    }
    setErrors(noErrors);
    sending.current = true;
    const idempotencyKey = await device.beginSend(work.draft);
    const result = await send(openTask, submit, work.draft, idempotencyKey, setProgress).finally(() => {
      sending.current = false;
    });
    if (result.ok) {
      const sent = result.submit;
      await device.finishSend();
      await exam.mutate(
        (current) =>
          current && {
            ...current,
            isSubmittedByUser: true,
            submitData: [...current.submitData.filter((other) => other._id !== sent._id), sent],
          },
        { revalidate: true },
      );
      setWork(null);
      setSentTask(openTask);
      setSentOpen(true);
      return;
    }
    // The answer stays on screen as it was, each refusal on what it concerns.
    device.sendFailed();
    for (const file of work.draft.files) setProgress(file.id, undefined);
    setErrors(splitErrors(refusalTexts(result.fieldErrors, result.refusals, t), work.draft.links));
    toasts.error(t("finalWork.sendError"));
  };

  return (
    <div className={frame}>
      <FinalWorkHero
        courseId={data.courseId}
        courseTitle={data.courseTitle}
        program={{ id: data.programId, title: data.programTitle }}
        title={data.title}
      />
      {step.step === "overview" ? (
        <FinalWorkOverview exam={data} onStart={() => request(startStep(data))} headingRef={heading} />
      ) : step.step === "tasks" ? (
        <FinalWorkTasks
          exam={data}
          onOpen={(taskId) => request({ step: "task", taskId })}
          onBack={() => request({ step: "overview" })}
          headingRef={heading}
        />
      ) : (
        <FinalWorkTask
          exam={data}
          taskId={step.taskId}
          submit={submit}
          draft={work?.draft ?? draftFrom(undefined)}
          onDraftChange={(draft) => {
            setWork((current) => current && { ...current, draft });
          }}
          errors={errors}
          onSend={() => void sendAnswer()}
          isSending={isSending}
          onLeave={() => request(backStep(data))}
          headingRef={heading}
          draftStatus={<DraftStatus status={device.status} />}
          {...(lessonsLeft
            ? { sendInstead: <LessonsLeftNote ending="final-work" courseId={data.courseId} reason={lessonsLeft} /> }
            : {})}
          {...(device.missingFiles.length > 0
            ? {
                draftNote: t("finalWork.draft.missingFiles", {
                  files: device.missingFiles.map((file) => file.name).join(", "),
                }),
              }
            : {})}
        />
      )}
      <ChangeTaskConfirmModal
        isOpen={asked !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setAsked(null);
        }}
        title={t("finalWork.changeTask.title")}
        message={t("finalWork.changeTask.message")}
        confirmLabel={t("finalWork.changeTask.confirm")}
        cancelLabel={t("finalWork.changeTask.cancel")}
        onConfirm={() => {
          // The modal says the unsent answer is lost: its drafts go too (here and on the server), or reopening
          // the task would bring it back.
          void device.discard();
          if (asked) go(asked);
        }}
      />
      <FinalWorkSuccessModal
        isOpen={isSentOpen}
        onOpenChange={setSentOpen}
        title={t("finalWork.success.title")}
        message={t("finalWork.success.message", { count: data.reviewBusinessDays })}
        okLabel={t("finalWork.success.ok")}
        closeLabel={t("finalWork.success.close")}
        {...(next
          ? {
              next: {
                message: t("finalWork.success.nextUp", { title: next.title }),
                label: t("finalWork.success.nextTask"),
                onPress: () => go({ step: "task", taskId: next._id }),
              },
            }
          : {})}
        // The Send button that opened it is gone with the form: focus goes to the heading of the task shown
        // (the sent one, or the next one offered), once the dialog's own return of focus has found nothing.
        onClosed={() => requestAnimationFrame(() => requestAnimationFrame(() => heading.current?.focus()))}
      />
    </div>
  );
}
