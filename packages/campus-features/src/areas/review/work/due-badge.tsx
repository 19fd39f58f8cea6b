import { Badge } from "@campus/design-system";
import { AlarmClock, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNow } from "../../../clock";
import { dueState } from "./due-state";

/** Where a pending work stands against its 3 business days, in words: "za 3 dni", "po terminie o 2 dni", "dziś". */
export function DueBadge({ dueAt, overdue }: { dueAt: string; overdue: boolean }) {
  const { t } = useTranslation();
  const state = dueState(dueAt, useNow(), overdue);
  const isLate = state.kind === "overdueBy" || state.kind === "overdueToday";
  return (
    <Badge size="md" variant={isLate ? "danger" : "neutral"} icon={isLate ? <AlarmClock /> : <Clock />}>
      {t(`review.work.due.${state.kind}`, "days" in state ? { count: state.days } : {})}
    </Badge>
  );
}
