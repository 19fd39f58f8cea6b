import { useEffect } from "react";
import { useSWRConfig } from "swr";
import { useCampusClient } from "../../data";

const REPORT_EVERY_SECONDS = 60;

/**
 * Counts the minutes the learner spends with the campus open in front of them (the tab visible) and
 * reports each one, so the streak's 'study at least 5 minutes' task completes by itself.
 */
export function useStudyTime(): void {
  const client = useCampusClient();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible") return;
      client.call("studyTime", { seconds: REPORT_EVERY_SECONDS }).then(
        (streak) => mutate(["sessionStreak", {}], streak, { revalidate: false }),
        () => undefined,
      );
    }, REPORT_EVERY_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [client, mutate]);
}
