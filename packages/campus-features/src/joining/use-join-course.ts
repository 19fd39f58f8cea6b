import type { AnswerOf } from "@campus/contract";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useSWRConfig } from "swr";
import { matchesKey, useCallMutation, useRevalidateCalls } from "../data";
import { useToasts } from "../toasts";

type CourseAnswer = AnswerOf<"course">;

/**
 * Joins a course; resolves the new progress, or null when joining failed (the toast under `errorText`, a
 * translation key of the page's own wording, has said so). The course moves on at once with the new progress
 * wherever it is shown, then is fetched again for the rest; home shows the course started.
 */
export function useJoinCourse(courseId: string, errorText: string) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidateCalls();
  const join = useCallMutation("joinCourse");
  const trigger = useCallback(async () => {
    try {
      const { data } = await join.trigger({ id: courseId });
      void mutate<CourseAnswer>(
        (key: unknown) => matchesKey(key, ["course", { id: courseId }]),
        (answer) =>
          answer && {
            data: { ...answer.data, progress: data.progress, course: { ...answer.data.course, status: "started" } },
          },
        { revalidate: true },
      );
      void revalidate(["homepage"]);
      return data.progress;
    } catch {
      toasts.error(t(errorText));
      return null;
    }
  }, [join, courseId, errorText, mutate, revalidate, toasts, t]);
  return { join: trigger, isJoining: join.isMutating };
}
