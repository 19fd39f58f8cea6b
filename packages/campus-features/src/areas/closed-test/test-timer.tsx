import { useEffect, useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import { useClock } from "../../clock";
import { formatDuration, isPastLimit, milestoneReached } from "./test-time";

/** The attempt's time (from `startedAt`, or now), taken again every second; `announcement` changes at milestones. */
export function useTestTime(startedAt: number | null, limitMinutes: number) {
  const { t } = useTranslation();
  const clock = useClock();
  const [, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);
  const now = clock().getTime();
  const elapsed = Math.max(0, now - (startedAt ?? now));
  const milestone = milestoneReached(elapsed, limitMinutes);
  // The milestone already passed when the test opens (a reload) is not announced again.
  const [announced, setAnnounced] = useState(milestone);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (milestone === null || milestone === announced) return;
    setAnnounced(milestone);
    setAnnouncement(
      milestone >= limitMinutes
        ? t("closedTest.timer.over", { limit: limitMinutes })
        : t("closedTest.timer.left", { left: limitMinutes - milestone, limit: limitMinutes }),
    );
  }, [milestone, announced, limitMinutes, t]);
  return {
    elapsed: formatDuration(elapsed),
    limit: formatDuration(limitMinutes * 60_000),
    isOver: isPastLimit(elapsed, limitMinutes),
    announcement,
  };
}

export type TestTime = ReturnType<typeof useTestTime>;

/** 'Time: 03:12 of 20:00', quietly beside the question's position; stronger once the limit is past. */
export function ElapsedTime({ time }: { time: TestTime }) {
  const { t } = useTranslation();
  return (
    <span className={time.isOver ? "font-semibold text-fg tabular-nums" : "tabular-nums"}>
      {t("closedTest.timer.elapsed", { elapsed: time.elapsed, limit: time.limit })}
    </span>
  );
}
