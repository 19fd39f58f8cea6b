import { HeaderBackground, LoadingOverlay } from "@campus/design-system";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigation } from "react-router";
import { useCall } from "../data";
import { useLearner, useLogout } from "../session";
import { CampusFooter } from "./campus-footer";
import { CampusMobileNav } from "./campus-mobile-nav";
import { CampusTopBar } from "./campus-top-bar";
import { useNow } from "./clock";
import { headerBandFor } from "./header-background";
import { mobileMenuItems, topBarItems } from "./menu-items";
import { usePageHandle } from "./page-handle";
import { lacksAccess } from "./require-access";
import {
  NARROW_HIDDEN,
  NotificationsAction,
  RankAction,
  SessionStreakAction,
  useNarrowEntries,
  useStudyTime,
} from "./side-drawers";
import { SkipLink } from "./skip-link";
import { useDelayedFlag } from "./use-delayed-flag";

/** The account sheet or a side drawer; the menu drawer is kept apart, as the streak and rank open over it. */
type Panel = "sheet" | "notifications" | "streak" | "rank";

export const MAIN_CONTENT_ID = "main-content";

/**
 * The frame of every signed-in page (SPEC section 2): the top bar with the side-drawer actions, the mobile
 * menu, bottom bar and account sheet, the hero band sized for the page, the page itself under a loading
 * overlay while a page loads, and the footer. Rank 1 sees no menu items: onboarding is all there is.
 */
export function CampusShell() {
  const { t } = useTranslation();
  const { user, organizationSettings } = useLearner();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const handle = usePageHandle();
  const now = useNow();
  const { logout, isLoggingOut } = useLogout();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [panel, setPanel] = useState<Panel | null>(null);
  const canBrowse = user.rankStage > 1;
  const { data: toolbar } = useCall("toolbar", canBrowse ? {} : null);
  const { data: ranks } = useCall("rankStages", {});
  useStudyTime();

  // A link followed from a drawer or menu leaves it behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page changing is the trigger
  useEffect(() => {
    setPanel(null);
    setMenuOpen(false);
  }, [pathname]);

  const isLoading = useDelayedFlag(navigation.state === "loading", 150);
  // An area the organization does not have shows the not-found page (RequireAccess), on its band.
  const isNotFound = (handle.isNotFound ?? false) || lacksAccess(organizationSettings, handle.requires);
  const band = headerBandFor(pathname, { isNotFound });
  const menuInput = { settings: organizationSettings, programs: toolbar?.modules ?? [], pathname, t };
  const rankName = ranks?.stages.find((stage) => stage.stage === ranks.currentStage)?.title;
  const drawer = (name: Panel) => ({
    isOpen: panel === name,
    onOpenChange: (isOpen: boolean) => setPanel(isOpen ? name : null),
  });
  const narrowEntries = useNarrowEntries(drawer("streak"), drawer("rank"));

  // On phones the bottom bar is fixed over the page's end: the page scrolls whatever gets focus (or an anchor's
  // target) clear of it, so the bar never hides the focused control (WCAG 2.4.11).
  return (
    <div className="flex min-h-dvh flex-col bg-surface pb-bottom-bar text-fg desktop:pb-0 [html:has(&)]:scroll-pb-[calc(var(--spacing-bottom-bar)+--spacing(4))] desktop:[html:has(&)]:scroll-pb-0">
      <SkipLink targetId={MAIN_CONTENT_ID} label={t("shell.skipToContent")} navLabel={t("shell.skipLinks")} />
      <CampusTopBar
        user={user}
        items={canBrowse ? topBarItems(menuInput) : []}
        actions={
          <>
            <NotificationsAction {...drawer("notifications")} />
            <SessionStreakAction {...drawer("streak")} className={NARROW_HIDDEN} />
            <RankAction {...drawer("rank")} className={NARROW_HIDDEN} />
          </>
        }
        isMenuOpen={isMenuOpen}
        onMenuPress={() => setMenuOpen(true)}
        onLogout={() => void logout()}
      />
      <div className="relative isolate flex flex-1 flex-col">
        <HeaderBackground
          desktopHeight={band.desktopHeight}
          mobileHeight={band.mobileHeight}
          fullHeight={band.fullHeight}
        />
        <LoadingOverlay isVisible={isLoading} label={t("shell.pageLoading")} className="flex flex-1 flex-col">
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
            <Outlet />
          </main>
        </LoadingOverlay>
      </div>
      <CampusFooter hidden={handle.hideFooter ?? false} year={now.getFullYear()} />
      {/* After the page and its footer in the focus order, as it is fixed at the bottom of the screen. */}
      <CampusMobileNav
        user={user}
        items={canBrowse ? mobileMenuItems(menuInput) : []}
        {...(rankName ? { rankLine: t("shell.user.rankLine", { rank: rankName }) } : {})}
        narrowEntries={narrowEntries}
        isMenuOpen={isMenuOpen}
        onMenuOpenChange={setMenuOpen}
        isSheetOpen={panel === "sheet"}
        onSheetOpenChange={(isOpen) => setPanel(isOpen ? "sheet" : null)}
        isHomeCurrent={pathname === "/"}
        onLogout={() => void logout()}
        isLoggingOut={isLoggingOut}
      />
    </div>
  );
}
