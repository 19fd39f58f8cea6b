import type { CourseReview } from "@campus/contract";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useCall, useCallMutation } from "../../data";
import { type FavoriteTexts, useToolFavorite } from "../../favorites";
import { useToasts } from "../../toasts";
import type { ToolsFilter } from "./course-address";

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

const courseCalls = ["course"] as const;

const favoriteTexts: FavoriteTexts = {
  added: "course.tools.added",
  removed: "course.tools.removed",
  addError: "course.tools.addError",
  removeError: "course.tools.removeError",
};

/**
 * Toggles a recommended tool's favorite. The course is not asked again, so a tool unmarked under the favorites
 * filter stays in view until the filter changes; the catalogue's lists and pages are, once it is saved.
 */
export const useRecommendedFavorite = () => useToolFavorite({ shownHere: courseCalls, texts: favoriteTexts });

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
