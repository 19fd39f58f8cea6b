import { SessionStreakDrawer, TopBarAction } from "@campus/design-system";
import { Flame } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../data";
import { DrawerFallback } from "../drawer-fallback";
import type { SideDrawerProps } from "./side-drawer-props";

/** The learning streak: the days in a row beside a flame, opening today's three tasks (SPEC section 9). */
export function SessionStreakAction({ isOpen, onOpenChange, className }: SideDrawerProps) {
  const { t } = useTranslation();
  const { data, error, mutate } = useCall("sessionStreak", {});
  const title = t("drawers.streak.title");
  const done = (key: string) => data?.tasks.some((task) => task.key === key && task.done) ?? false;
  return (
    <>
      <TopBarAction
        label={title}
        icon={<Flame />}
        value={data?.streakDays ?? 0}
        valueLabel={t("drawers.streak.days", { count: data?.streakDays ?? 0 })}
        isExpanded={isOpen}
        onPress={() => onOpenChange(true)}
        {...(className ? { className } : {})}
      />
      {data ? (
        <SessionStreakDrawer
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          title={title}
          closeLabel={t("drawers.close")}
          streakDays={data.streakDays}
          formatStreakDays={(count) => t("drawers.streak.days", { count })}
          tasksHeading={t("drawers.streak.tasksHeading")}
          description={t("drawers.streak.description")}
          continueCourseLabel={t("drawers.streak.continueCourse")}
          useToolLabel={t("drawers.streak.useTool")}
          studyTimeLabel={t("drawers.streak.studyTime", {
            minutes: data.requiredMinutes,
            studied: Math.min(data.studiedMinutesToday, data.requiredMinutes),
          })}
          isCourseContinued={done("continue-course")}
          isToolUsed={done("use-tool")}
          isStudyTimeReached={done("study-time")}
          doneLabel={t("drawers.streak.done")}
          notDoneLabel={t("drawers.streak.notDone")}
        />
      ) : (
        <DrawerFallback
          title={title}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          loadingLabel={t("drawers.streak.loading")}
          {...(error ? { errorMessage: t("drawers.streak.loadError") } : {})}
          onRetry={() => void mutate()}
        />
      )}
    </>
  );
}
