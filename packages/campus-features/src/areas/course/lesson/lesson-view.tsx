import type { Course, LessonContent, LessonSummary, Progress } from "@campus/contract";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, useCall, useCallMutation } from "../../../data";
import { LoadError, useAnnounce } from "../../../frame";
import { useToasts } from "../../../toasts";
import { areLessonsDone, completedLessons } from "../course-stage";
import { ArrivalNote } from "./arrival-note";
import { arrivalAt, forgetArrival, noteArrival } from "./finish-arrival";
import { FinishLesson } from "./finish-lesson";
import { finishState } from "./finish-rules";
import { InternalTestLesson } from "./internal-test-lesson";
import { LessonHeader } from "./lesson-header";
import { LessonPager } from "./lesson-pager";
import { LessonParts } from "./lesson-parts";
import { LessonResources } from "./lesson-resources";
import { LessonSkeleton } from "./lesson-skeleton";
import {
  type LessonTarget,
  lessonAfterFinishing,
  partToTakeUp,
  stepsAround,
  unitAfter,
  unitId,
  unitProgress,
  upNext,
} from "./lesson-target";
import { parseLessonText } from "./lesson-text";
import { LessonTextView } from "./lesson-text-view";
import { PresentationLesson } from "./presentation-lesson";
import { usePresentationDone } from "./presentations-done";
import { QuizLesson } from "./quiz-lesson";
import { SavePrompt } from "./save-prompt";
import { takeTitleFocus, wantTitleFocus } from "./title-focus";
import { useCourseProgress } from "./use-course-progress";
import { usePositionSaver, useStartSeconds } from "./use-position-saver";
import { VideoLesson } from "./video-lesson";

export interface LessonViewProps {
  /** `data.course` of the `course` call. */
  course: Course;
  /** `data.progress`: the learner has joined the course. */
  progress: Progress;
  lessonId: string;
  sublessonId: string | null;
  /** Opens another lesson: after finishing this one, the progress's current lesson. */
  onOpenLesson: (target: { lessonId: string; sublessonId: string | null }) => void;
  /** The address of another lesson of the course, for the links to the previous and next ones. */
  lessonHref: (target: { lessonId: string; sublessonId: string | null }) => string;
}

/**
 * One lesson or sub-lesson of a course (SPEC sections 3 and 4), built around going on: its content by kind
 * (video, presentation, text, quiz, internal test) with its prompts to save to the Promptbook, its sub-lessons,
 * then its one action where the content ends (finishing it, with what comes next), its files, and the lessons
 * before and after it. Finishing opens what comes next, which says what was just done. Opening it keeps the
 * learner's position, and a video resumes where they left off, here or on another device. An `<article>` titled
 * by an h2: the page around it has the h1.
 */
export function LessonView(props: LessonViewProps) {
  // Each lesson starts afresh: its answers, its video's start and its position saves belong to it alone.
  return <OpenLesson key={`${props.lessonId}/${props.sublessonId ?? ""}`} {...props} />;
}

interface Outline {
  lesson: LessonSummary | undefined;
  /** The sub-lesson open, with its place among its lesson's parts. */
  part: { summary: LessonSummary["sublessons"][number]; index: number } | undefined;
}

function outlineOf(course: Course, target: LessonTarget): Outline {
  const lesson = course.lessons.find((candidate) => candidate._id === target.lessonId);
  const index = lesson?.sublessons.findIndex((sub) => sub._id === target.sublessonId) ?? -1;
  const summary = lesson?.sublessons[index];
  return { lesson, part: summary ? { summary, index } : undefined };
}

const titleOf = (course: Course, target: LessonTarget): string => {
  const { lesson, part } = outlineOf(course, target);
  return part?.summary.title ?? lesson?.title ?? "";
};

function OpenLesson({ course, progress, lessonId, sublessonId, onOpenLesson, lessonHref }: LessonViewProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const target = useMemo(() => ({ lessonId, sublessonId }), [lessonId, sublessonId]);
  const outline = outlineOf(course, target);
  const lessonCall = useCall("lesson", sublessonId ? { lessonId, sublessonId } : { lessonId });
  const content = lessonCall.data?.content;
  const startSeconds = useStartSeconds(course._id, target, progress.position);
  const saver = usePositionSaver(course._id, target, startSeconds);

  // Opened by finishing the lesson before: that moment shows here, for this opening only.
  const [arrival] = useState(() => arrivalAt(target));
  useEffect(() => {
    if (takeTitleFocus()) titleRef.current?.focus();
    forgetArrival();
  }, []);

  // SPEC section 8: a lesson that fails to load says so in a toast too, once per failure.
  const hadError = useRef(false);
  useEffect(() => {
    const hasError = lessonCall.error !== undefined;
    if (hasError && !hadError.current) toasts.error(errorMessage(lessonCall.error, t, "lesson.loadError"));
    hadError.current = hasError;
  }, [lessonCall.error, toasts, t]);

  const summary = outline.part?.summary ?? outline.lesson;
  const kind = content?.kind ?? summary?.kind ?? "text";
  const unit = unitProgress(progress, target);

  const open = (next: LessonTarget) => {
    wantTitleFocus();
    onOpenLesson(next);
  };
  const around = stepsAround(course, target);
  const step = (at: LessonTarget | null) =>
    at ? { target: at, title: titleOf(course, at), href: lessonHref(at) } : null;
  const title = content?.title ?? summary?.title ?? "";

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full min-w-0 flex-col gap-8 rounded-card border border-border bg-surface-raised p-4 text-fg shadow-sm sm:p-6 desktop:p-8"
    >
      {arrival ? <ArrivalNote arrival={arrival} title={title} /> : null}
      <LessonHeader
        titleId={titleId}
        titleRef={titleRef}
        title={title}
        kind={kind}
        durationMinutes={content?.durationMinutes ?? summary?.durationMinutes ?? 0}
        isCompleted={unit?.isCompleted === true}
        {...(outline.lesson && outline.part
          ? {
              part: {
                index: outline.part.index + 1,
                total: outline.lesson.sublessons.length,
                lessonTitle: outline.lesson.title,
              },
            }
          : {})}
      />
      {content ? (
        <LessonBody
          course={course}
          progress={progress}
          target={target}
          content={content}
          lesson={outline.lesson}
          startSeconds={startSeconds}
          saver={saver}
          open={open}
        />
      ) : lessonCall.error ? (
        <LoadError
          message={errorMessage(lessonCall.error, t, "lesson.loadError")}
          onRetry={() => void lessonCall.mutate()}
        />
      ) : (
        <LessonSkeleton kind={kind} />
      )}
      <LessonPager previous={step(around.previous)} next={step(around.next)} />
    </article>
  );
}

function LessonBody({
  course,
  progress,
  target,
  content,
  lesson,
  startSeconds,
  saver,
  open,
}: {
  course: Course;
  progress: Progress;
  target: LessonTarget;
  content: LessonContent;
  lesson: LessonSummary | undefined;
  startSeconds: number;
  saver: ReturnType<typeof usePositionSaver>;
  open: (target: LessonTarget) => void;
}) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const announce = useAnnounce();
  const { keep: keepProgress, refetch: refetchCourse } = useCourseProgress(course._id);
  const finish = useCallMutation("updateProgress");
  const [isPresentationDone, markPresentationDone] = usePresentationDone(unitId(target));
  const [justFinishedCourse, setJustFinishedCourse] = useState(false);
  const blocks = useMemo(() => parseLessonText(content.text ?? ""), [content.text]);
  const unit = unitProgress(progress, target);
  const hasParts = target.sublessonId === null && (lesson?.sublessons.length ?? 0) > 0;

  const state = finishState({
    kind: content.kind,
    isCompleted: unit?.isCompleted === true,
    hasSublessons: hasParts,
    isPresentationDone,
    isInternalTestCompleted: unit?.isInternalTestCompleted === true,
  });

  const finishLesson = async () => {
    try {
      const answer = await finish.trigger({
        progressId: progress._id,
        lessonId: target.lessonId,
        sublessonId: target.sublessonId,
      });
      const updated = answer.data.progress;
      // The answer shows at once; the course is then fetched again for everything else it changed.
      await keepProgress(updated);
      void refetchCourse();
      const next = lessonAfterFinishing(course, updated, target);
      // A part of a lesson whose other parts are still to do completes no lesson yet: the count says so.
      const isLessonDone = updated.lessons.some((lesson) => lesson.id === target.lessonId && lesson.isCompleted);
      const counts = completedLessons(course, updated);
      if (next) {
        noteArrival({ target: next, finished: titleOf(course, target), isPart: !isLessonDone, ...counts });
        open(next);
      } else setJustFinishedCourse(true);
      // Said after focus lands on the next lesson's title, by the campus's region, which outlives this lesson.
      const said = isLessonDone ? "lesson.finish.announced" : "lesson.finish.announcedPart";
      const done = t(said, counts);
      announce(next ? t("lesson.finish.announcedNext", { done, next: titleOf(course, next) }) : done);
    } catch (error) {
      toasts.error(errorMessage(error, t, "lesson.finish.error"));
    }
  };

  const text =
    blocks.length > 0 ? (
      <LessonTextView
        blocks={blocks}
        promptAction={(prompt) => <SavePrompt prompt={prompt} lessonId={target.lessonId} />}
      />
    ) : null;
  const nextUnit = unitAfter(course, target);
  const comesNext = upNext(course, progress, target);
  const part = hasParts ? partToTakeUp(course, progress, target.lessonId) : null;

  let main: ReactNode = text;
  if (content.kind === "video" && content.video) {
    main = (
      <>
        <VideoLesson video={content.video} startSeconds={startSeconds} saver={saver} />
        {text}
      </>
    );
  } else if (content.kind === "presentation" && content.presentation) {
    main = (
      <>
        <PresentationLesson presentation={content.presentation} onLastSlideSeen={markPresentationDone} />
        {text}
      </>
    );
  } else if (content.kind === "quiz" && content.quiz) {
    main = (
      <>
        {text}
        <QuizLesson quiz={content.quiz} target={target} progressId={progress._id} onProgress={keepProgress} />
      </>
    );
  } else if (content.kind === "internal-test" && content.internalTest) {
    main = (
      <>
        {text}
        <InternalTestLesson
          test={content.internalTest}
          target={target}
          progressId={progress._id}
          isCompleted={unit?.isInternalTestCompleted === true}
          onProgress={keepProgress}
        />
      </>
    );
  }

  return (
    <>
      {main}
      {lesson && lesson.sublessons.length > 0 ? (
        <LessonParts lesson={lesson} progress={progress} currentSublessonId={target.sublessonId} onOpen={open} />
      ) : null}
      <FinishLesson
        state={state}
        course={course}
        isFinishing={finish.isMutating}
        onFinish={() => void finishLesson()}
        // Every lesson done (the server's isCompleted waits for the test or final work too, issue 40).
        isCourseDone={areLessonsDone(completedLessons(course, progress))}
        justFinishedCourse={justFinishedCourse}
        next={nextUnit ? { title: titleOf(course, nextUnit), open: () => open(nextUnit) } : null}
        part={part ? { title: titleOf(course, part), open: () => open(part) } : null}
        upNext={comesNext ? titleOf(course, comesNext) : null}
      />
      {content.resources.length > 0 ? <LessonResources resources={content.resources} target={target} /> : null}
    </>
  );
}
