import type { MobileMenuItem, TopBarItem } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useCall } from "../data";
import { useLearner } from "../session";
import { currentRank } from "./current-rank";
import { mobileMenuItems, topBarItems } from "./menu-items";

/**
 * The menu for the learner and the page, with the learner's programs once the toolbar call answers. Read
 * by the top bar and the mobile menu themselves, so that answer re-renders them and not the whole shell.
 * Rank 1 sees no items: onboarding is all there is.
 */
function useMenuInput() {
  const { t } = useTranslation();
  const { user, organizationSettings } = useLearner();
  const { pathname } = useLocation();
  const canBrowse = user.rankStage > 1;
  const { data: toolbar } = useCall("toolbar", canBrowse ? {} : null);
  return canBrowse ? { settings: organizationSettings, programs: toolbar?.modules ?? [], pathname, t } : null;
}

export function useTopBarItems(): TopBarItem[] {
  const input = useMenuInput();
  return input ? topBarItems(input) : [];
}

export function useMobileMenuItems(): MobileMenuItem[] {
  const input = useMenuInput();
  return input ? mobileMenuItems(input) : [];
}

/** The learner's rank as the menu and the account sheet name it, once the ranks call answers. */
export function useRankLine(): string | undefined {
  const { t } = useTranslation();
  const { data: ranks } = useCall("rankStages", {});
  const rankName = currentRank(ranks)?.title;
  return rankName ? t("shell.user.rankLine", { rank: rankName }) : undefined;
}
