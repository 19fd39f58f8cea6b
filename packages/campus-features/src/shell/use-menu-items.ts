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
 * Every rank sees it, a newcomer on onboarding too (SPEC section 2: programs and about always, the rest by the
 * organization's flags); the onboarding gate, not the menu, keeps rank 1 on /onboarding.
 */
function useMenuInput() {
  const { t } = useTranslation();
  const { organizationSettings } = useLearner();
  const { pathname } = useLocation();
  const { data: toolbar } = useCall("toolbar", {});
  return { settings: organizationSettings, programs: toolbar?.modules ?? [], pathname, t };
}

export function useTopBarItems(): TopBarItem[] {
  return topBarItems(useMenuInput());
}

export function useMobileMenuItems(): MobileMenuItem[] {
  return mobileMenuItems(useMenuInput());
}

/** The learner's rank as the menu and the account sheet name it, once the ranks call answers. */
export function useRankLine(): string | undefined {
  const { t } = useTranslation();
  const { data: ranks } = useCall("rankStages", {});
  const rankName = currentRank(ranks)?.title;
  return rankName ? t("shell.user.rankLine", { rank: rankName }) : undefined;
}
