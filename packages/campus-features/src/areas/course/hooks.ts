import type { AnswerOf, CourseReview, ToolCard } from "@campus/contract";
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { KeyedMutator } from "swr";
import { useCall, useCallMutation, useCampusClient, useRevalidateCalls } from "../../data";
import { useToasts } from "../../toasts";
import type { ToolsFilter } from "./course-address";
import { withFavorite } from "./favorite-toggle";

type CourseAnswer = AnswerOf<"course">;

/**
 * The course with the learner's progress and the recommended tools of a filter. While another filter loads,
 * the tools of the previous one stay (marked pending) instead of the whole page going back to placeholders;
 * another course's answer is never shown for this one.
 */
export function useCourse(id: string, tools: ToolsFilter) {
  const result = useCall("course", tools === "all" ? { id } : { id, type: tools }, {
    keepPreviousData: true,
    // Each filter is asked afresh when chosen: a favorite changed a moment ago must show under "favorites".
    dedupingInterval: 0,
  });
  const answer = result.data?.data.course._id === id ? result.data : undefined;
  return {
    answer,
    error: result.error,
    /** The tools shown belong to the previous filter; the chosen one is on its way. */
    isToolsPending: result.isLoading && answer !== undefined,
    mutate: result.mutate,
  };
}

/** Joins the course; resolves the new progress, or null when joining failed (the error toast has said so). */
export function useJoinCourse(id: string, mutate: KeyedMutator<CourseAnswer>) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const revalidate = useRevalidateCalls();
  const join = useCallMutation("joinCourse");
  const trigger = useCallback(async () => {
    try {
      const { data } = await join.trigger({ id });
      // The page moves on at once with the new progress; the course is then fetched again for the rest.
      void mutate(
        (answer) =>
          answer && {
            data: { ...answer.data, progress: data.progress, course: { ...answer.data.course, status: "started" } },
          },
        { revalidate: true },
      );
      void revalidate(["homepage"]);
      return data.progress;
    } catch {
      toasts.error(t("course.joinError"));
      return null;
    }
  }, [join, id, mutate, revalidate, toasts, t]);
  return { join: trigger, isJoining: join.isMutating };
}

/**
 * Toggles a recommended tool's favorite at once (SPEC section 4), saves it, and says so in a toast; a
 * failure puts the tool back as it was and says that instead. A tool unmarked under the favorites filter
 * stays in view until the filter changes, so the learner can mark it again and focus stays on its toggle.
 */
export function useFavoriteToggle(mutate: KeyedMutator<CourseAnswer>) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const client = useCampusClient();
  const revalidate = useRevalidateCalls();
  const saving = useRef(new Set<string>());

  return useCallback(
    async (tool: ToolCard, isFavorite: boolean) => {
      // One change per tool at a time: a second press while saving would race the first.
      if (saving.current.has(tool._id)) return;
      saving.current.add(tool._id);
      const set = (favorite: boolean, count?: number) => (answer?: CourseAnswer) =>
        answer ? withFavorite(answer, tool._id, favorite, count) : answer;
      void mutate(set(isFavorite), { revalidate: false });
      try {
        const saved = await client.call(isFavorite ? "addFavorite" : "removeFavorite", { id: tool._id });
        void mutate(set(saved.isFavorite, saved.favoritesCount), { revalidate: false });
        toasts.success(t(isFavorite ? "course.tools.added" : "course.tools.removed"), tool.name);
        // The catalogue's lists and pages show the same favorite.
        void revalidate(["tools", "tool", "relatedTools"]);
      } catch {
        void mutate(set(!isFavorite), { revalidate: false });
        toasts.error(t(isFavorite ? "course.tools.addError" : "course.tools.removeError"), tool.name);
      } finally {
        saving.current.delete(tool._id);
      }
    },
    [client, mutate, revalidate, toasts, t],
  );
}

/** Sends the learner's review of the course; true when it was saved. */
export function useReviewCourse(id: string) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const review = useCallMutation("reviewCourse", { revalidates: [["course", { id }]] });
  const send = useCallback(
    async (value: CourseReview) => {
      try {
        await review.trigger({ id, ...value });
        toasts.success(t("course.review.sent"));
        return true;
      } catch {
        toasts.error(t("course.review.error"));
        return false;
      }
    },
    [review, id, toasts, t],
  );
  return { send, isSending: review.isMutating };
}
