import type { Course, Progress } from "@campus/contract";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, useCall } from "../../../data";
import { useToasts } from "../../../toasts";
import { arrivalAt, forgetArrival } from "./finish-arrival";
import { outlineOf } from "./lesson-outline";
import { takeTitleFocus } from "./title-focus";
import { usePositionSaver, useStartSeconds } from "./use-position-saver";

/**
 * A lesson as it opens: its content called for, where its video starts and its position saves, the moment of
 * finishing the lesson before (if that opened it), and the title's focus.
 */
export function useOpenLesson(course: Course, progress: Progress, lessonId: string, sublessonId: string | null) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const target = useMemo(() => ({ lessonId, sublessonId }), [lessonId, sublessonId]);
  const lessonCall = useCall("lesson", sublessonId ? { lessonId, sublessonId } : { lessonId });
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

  return { titleRef, target, outline: outlineOf(course, target), lessonCall, startSeconds, saver, arrival };
}
