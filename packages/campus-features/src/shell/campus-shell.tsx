import { HeaderBackground, LoadingOverlay } from "@campus/design-system";
import { useCallback, useState } from "react";
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
import { useStudyTime } from "./side-drawers";
import { SkipLink } from "./skip-link";
import { useDelayedFlag } from "./use-delayed-flag";
import { useShellPanels } from "./use-shell-panels";

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
  useStudyTime();
  const { isMenuOpen, setMenuOpen, onMenuPress, isSheetOpen, onSheetOpenChange, streak, rank, actions } =
    useShellPanels();

  const onLogout = useCallback(() => void logout(), [logout]);

  const isLoading = useDelayedFlag(navigation.state === "loading", 150);
  // An area the organization does not have says it is not in the plan (RequireAccess), on the not-found band.
  const isNotFound = (handle.isNotFound ?? false) || lacksAccess(organizationSettings, handle.requires, user.role);
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
        isSheetOpen={isSheetOpen}
        onSheetOpenChange={onSheetOpenChange}
        onLogout={onLogout}
        isLoggingOut={isLoggingOut}
      />
    </div>
  );
}
