import type { MobileMenuNarrowEntry } from "@campus/design-system";
import { Award, Flame } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../data";
import { currentRank } from "../current-rank";
import type { SideDrawerProps } from "./side-drawer-props";

/**
 * Below 360px the top bar has no room for the session streak and the rank (a 320px screen would scroll
 * sideways, WCAG 1.4.10): the menu drawer carries them there, named with what the bar shows beside the icons.
 * Each opens its own side drawer over the menu; the bar's buttons hide at those widths (`NARROW_HIDDEN`).
 */
export function useNarrowEntries(streak: SideDrawerProps, rank: SideDrawerProps): MobileMenuNarrowEntry[] {
  const { t } = useTranslation();
  const { data: streakData } = useCall("sessionStreak", {});
  const { data: ranks } = useCall("rankStages", {});
  const current = currentRank(ranks);
  const streakTitle = t("drawers.streak.title");
  const rankTitle = t("drawers.rank.title");
  return [
    {
      id: "streak",
      label: streakData ? `${streakTitle}: ${t("drawers.streak.days", { count: streakData.streakDays })}` : streakTitle,
      icon: <Flame />,
      isExpanded: streak.isOpen,
      onPress: () => streak.onOpenChange(true),
    },
    {
      id: "rank",
      label: current ? `${rankTitle}: ${current.title}` : rankTitle,
      icon: <Award />,
      isExpanded: rank.isOpen,
      onPress: () => rank.onOpenChange(true),
    },
  ];
}

/** The classes that hide a top-bar button where the menu carries it (`useNarrowEntries`). */
export const NARROW_HIDDEN = "max-[359px]:hidden";
