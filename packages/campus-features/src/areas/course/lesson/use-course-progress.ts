import type { CourseAnswer, Progress } from "@campus/contract";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { matchesKey } from "../../../data";

/**
 * The course's cached answer, kept current as the learner goes: a progress the API answered with shows at
 * once, and the whole course is fetched again for everything else a change moved.
 */
export function useCourseProgress(courseId: string) {
  const { mutate } = useSWRConfig();
  const isCourse = useCallback((key: unknown) => matchesKey(key, ["course", { id: courseId }]), [courseId]);
  /** Puts a progress the API answered with (a quiz or test answer, a finished lesson) into the cached course. */
  const keep = useCallback(
    (progress: Progress) =>
      mutate(
        isCourse,
        (cached: CourseAnswer | undefined) => (cached ? { ...cached, data: { ...cached.data, progress } } : cached),
        { revalidate: false },
      ),
    [mutate, isCourse],
  );
  /**
   * Fetches the course again while it stays on screen. (Given no data at all, SWR refetches without touching
   * the cached answer; given `undefined` as data, it would empty it, and the page would unmount the lesson.)
   */
  const refetch = useCallback(() => mutate(isCourse), [mutate, isCourse]);
  return { keep, refetch };
}
