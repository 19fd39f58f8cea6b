import { HeaderBackground, LoadingOverlay } from "@campus/design-system";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigation } from "react-router";
import { useNow } from "../clock";
import { FooterHidingProvider } from "../frame";
import { useLearner, useLogout } from "../session";
import { CampusFooter } from "./campus-footer";
import { CampusBottomBar, CampusMobileMenu } from "./campus-mobile-nav";
import { CampusTopBar } from "./campus-top-bar";
import { headerBandFor } from "./header-background";
import { usePageHandle } from "./page-handle";
import { lacksAccess } from "./require-access";
import { NARROW_HIDDEN, NotificationsAction, RankAction, SessionStreakAction, useStudyTime } from "./side-drawers";
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
  // A page's own state may leave the footer out too (a test under way), beside its route's handle.
  const [pageHidesFooter, setPageHidesFooter] = useState(false);
  const now = useNow();
  const { logout, isLoggingOut } = useLogout();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [panel, setPanel] = useState<Panel | null>(null);
  useStudyTime();

  // A link followed from a drawer or menu leaves it behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page changing is the trigger
  useEffect(() => {
    setPanel(null);
    setMenuOpen(false);
  }, [pathname]);

  // The bars are memoized and read their own calls (the menu's programs, the rank, the streak): what they are
  // given keeps its identity from one render to the next, so a page loading or a drawer opening does not
  // render them again.
  const openers = useMemo(() => {
    const opener = (name: Panel) => (isOpen: boolean) => setPanel(isOpen ? name : null);
    return {
      sheet: opener("sheet"),
      notifications: opener("notifications"),
      streak: opener("streak"),
      rank: opener("rank"),
    };
  }, []);
  const isNotificationsOpen = panel === "notifications";
  const isStreakOpen = panel === "streak";
  const isRankOpen = panel === "rank";
  const streak = useMemo(() => ({ isOpen: isStreakOpen, onOpenChange: openers.streak }), [isStreakOpen, openers]);
  const rank = useMemo(() => ({ isOpen: isRankOpen, onOpenChange: openers.rank }), [isRankOpen, openers]);
  const actions = useMemo(
    () => (
      <>
        <NotificationsAction isOpen={isNotificationsOpen} onOpenChange={openers.notifications} />
        <SessionStreakAction {...streak} className={NARROW_HIDDEN} />
        <RankAction {...rank} className={NARROW_HIDDEN} />
      </>
    ),
    [isNotificationsOpen, openers, streak, rank],
  );
  const onMenuPress = useCallback(() => setMenuOpen(true), []);
  const onLogout = useCallback(() => void logout(), [logout]);

  const isLoading = useDelayedFlag(navigation.state === "loading", 150);
  // An area the organization does not have says it is not in the plan (RequireAccess), on the not-found band.
  const isNotFound = (handle.isNotFound ?? false) || lacksAccess(organizationSettings, handle.requires);
  const band = headerBandFor(pathname, { isNotFound });

  // On phones the bottom bar is fixed over the page's end: the page scrolls whatever gets focus (or an anchor's
  // target) clear of it, so the bar never hides the focused control (WCAG 2.4.11).
  return (
    <div className="flex min-h-dvh flex-col bg-surface pb-bottom-bar text-fg desktop:pb-0 [html:has(&)]:scroll-pb-[calc(var(--spacing-bottom-bar)+--spacing(4))] desktop:[html:has(&)]:scroll-pb-0">
      <SkipLink targetId={MAIN_CONTENT_ID} label={t("shell.skipToContent")} navLabel={t("shell.skipLinks")} />
      <CampusTopBar
        user={user}
        actions={actions}
        isMenuOpen={isMenuOpen}
        onMenuPress={onMenuPress}
        onLogout={onLogout}
      />
      <div className="relative isolate flex flex-1 flex-col">
        <HeaderBackground
          desktopHeight={band.desktopHeight}
          mobileHeight={band.mobileHeight}
          fullHeight={band.fullHeight}
        />
        <LoadingOverlay isVisible={isLoading} label={t("shell.pageLoading")} className="flex flex-1 flex-col">
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
            <FooterHidingProvider value={setPageHidesFooter}>
              <Outlet />
            </FooterHidingProvider>
          </main>
        </LoadingOverlay>
      </div>
      <CampusFooter hidden={(handle.hideFooter ?? false) || pageHidesFooter} year={now.getFullYear()} />
      {/* After the page and its footer in the focus order, as they are fixed at the bottom of the screen. */}
      <CampusMobileMenu
        user={user}
        isOpen={isMenuOpen}
        onOpenChange={setMenuOpen}
        streak={streak}
        rank={rank}
        onLogout={onLogout}
      />
      <CampusBottomBar
        user={user}
        isSheetOpen={panel === "sheet"}
        onSheetOpenChange={openers.sheet}
        onLogout={onLogout}
        isLoggingOut={isLoggingOut}
      />
    </div>
  );
}
