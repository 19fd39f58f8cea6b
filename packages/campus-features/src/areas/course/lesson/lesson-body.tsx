import type { Course, LessonContent, LessonSummary, Progress } from "@campus/contract";
import { areLessonsDone, completedLessons } from "../course-stage";
import { FinishLesson } from "./finish-lesson";
import { finishState } from "./finish-rules";
import { LessonMaterial } from "./lesson-material";
import { titleOf } from "./lesson-outline";
import { LessonParts } from "./lesson-parts";
import { LessonResources } from "./lesson-resources";
import { type LessonTarget, partToTakeUp, unitAfter, unitId, unitProgress, upNext } from "./lesson-target";
import type { PositionSaver } from "./position-saver";
import { usePresentationDone } from "./presentations-done";
import { useFinishLesson } from "./use-finish-lesson";

export interface LessonBodyProps {
  course: Course;
  progress: Progress;
  target: LessonTarget;
  content: LessonContent;
  lesson: LessonSummary | undefined;
  startSeconds: number;
  saver: PositionSaver;
  open: (target: LessonTarget) => void;
}

/** The loaded lesson: its content, its sub-lessons, its one action with what comes next, and its files. */
export function LessonBody({ course, progress, target, content, lesson, startSeconds, saver, open }: LessonBodyProps) {
  const { finishLesson, isFinishing, justFinishedCourse, keepProgress } = useFinishLesson(
    course,
    progress,
    target,
    open,
  );
  const [isPresentationDone, markPresentationDone] = usePresentationDone(unitId(target));
  const unit = unitProgress(progress, target);
  const hasParts = target.sublessonId === null && (lesson?.sublessons.length ?? 0) > 0;

  const state = finishState({
    kind: content.kind,
    isCompleted: unit?.isCompleted === true,
    hasSublessons: hasParts,
    isPresentationDone,
    isInternalTestCompleted: unit?.isInternalTestCompleted === true,
  });
  const nextUnit = unitAfter(course, target);
  const comesNext = upNext(course, progress, target);
  const part = hasParts ? partToTakeUp(course, progress, target.lessonId) : null;

  return (
    <>
      <LessonMaterial
        content={content}
        target={target}
        progressId={progress._id}
        isInternalTestCompleted={unit?.isInternalTestCompleted === true}
        startSeconds={startSeconds}
        saver={saver}
        onLastSlideSeen={markPresentationDone}
        onProgress={keepProgress}
      />
      {lesson && lesson.sublessons.length > 0 ? (
        <LessonParts lesson={lesson} progress={progress} currentSublessonId={target.sublessonId} onOpen={open} />
      ) : null}
      <FinishLesson
        state={state}
        course={course}
        isFinishing={isFinishing}
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
