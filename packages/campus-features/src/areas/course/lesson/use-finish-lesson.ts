import type { Course, Progress } from "@campus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, useCallMutation } from "../../../data";
import { useAnnounce } from "../../../frame";
import { useToasts } from "../../../toasts";
import { completedLessons } from "../course-stage";
import { noteArrival } from "./finish-arrival";
import { titleOf } from "./lesson-outline";
import { type LessonTarget, lessonAfterFinishing } from "./lesson-target";
import { useCourseProgress } from "./use-course-progress";

/**
 * Finishing the lesson: the progress the API answers with shows at once, what comes next opens and says what
 * was just done, and after the last lesson the course's end shows here.
 */
export function useFinishLesson(
  course: Course,
  progress: Progress,
  target: LessonTarget,
  open: (target: LessonTarget) => void,
) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const announce = useAnnounce();
  const { keep: keepProgress, refetch: refetchCourse } = useCourseProgress(course._id);
  const finish = useCallMutation("updateProgress");
  const [justFinishedCourse, setJustFinishedCourse] = useState(false);

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

  return { finishLesson, isFinishing: finish.isMutating, justFinishedCourse, keepProgress };
}
