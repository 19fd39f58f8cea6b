import type { Course, Progress } from "@campus/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../data";
import { LoadError } from "../../../frame";
import { ArrivalNote } from "./arrival-note";
import { LessonBody } from "./lesson-body";
import { LessonHeader } from "./lesson-header";
import { titleOf } from "./lesson-outline";
import { LessonPager } from "./lesson-pager";
import { LessonSkeleton } from "./lesson-skeleton";
import { type LessonTarget, stepsAround, unitProgress } from "./lesson-target";
import { wantTitleFocus } from "./title-focus";
import { useOpenLesson } from "./use-open-lesson";

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

function OpenLesson({ course, progress, lessonId, sublessonId, onOpenLesson, lessonHref }: LessonViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { titleRef, target, outline, lessonCall, startSeconds, saver, arrival } = useOpenLesson(
    course,
    progress,
    lessonId,
    sublessonId,
  );
  const content = lessonCall.data?.content;
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
