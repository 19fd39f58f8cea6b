import { RankDrawer, TopBarAction } from "@campus/design-system";
import { Award } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../data";
import { currentRank } from "../current-rank";
import { DrawerFallback } from "../drawer-fallback";
import type { SideDrawerProps } from "./side-drawer-props";

/**
 * The learner's rank: an award in the bar, named with the rank (no number beside it: the phone's bar has no room
 * for a third value at 390px), opening the ladder of stages, how ranks are reached and what keeping one takes.
 */
export function RankAction({ isOpen, onOpenChange, className }: SideDrawerProps) {
  const { t } = useTranslation();
  const { data, error, mutate } = useCall("rankStages", {});
  const title = t("drawers.rank.title");
  const current = currentRank(data);
  return (
    <>
      <TopBarAction
        label={current ? `${title}: ${current.title}` : title}
        icon={<Award />}
        isExpanded={isOpen}
        onPress={() => onOpenChange(true)}
        {...(className ? { className } : {})}
      />
      {data ? (
        <RankDrawer
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          title={title}
          closeLabel={t("drawers.close")}
          stages={data.stages.map((stage) => ({
            stage: stage.stage,
            name: stage.title,
            description: stage.description,
            isCurrent: stage.stage === data.currentStage,
            isReached: stage.reached,
          }))}
          currentLabel={t("drawers.rank.current")}
          reachedLabel={t("drawers.rank.reached")}
          notReachedLabel={t("drawers.rank.notReached")}
          // The ladder names the ranks; how one is reached is the campus's to say, before what keeping one takes.
          note={data.note ? `${t("access.howRanksAreReached")} ${data.note}` : t("access.howRanksAreReached")}
        />
      ) : (
        <DrawerFallback
          title={title}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          loadingLabel={t("drawers.rank.loading")}
          {...(error ? { errorMessage: t("drawers.rank.loadError") } : {})}
          onRetry={() => void mutate()}
        />
      )}
    </>
  );
}
