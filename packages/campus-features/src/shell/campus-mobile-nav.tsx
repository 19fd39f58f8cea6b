import type { User } from "@campus/contract";
import { pagePaths } from "@campus/contract";
import { BottomBar, BottomSheet, bottomBarItemClass, MobileMenu } from "@campus/design-system";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { languageOptions } from "../frame";
import { isLanguage } from "../i18n";
import { useLearner, usePreferences } from "../session";
import { accountLinks, accountPages } from "./account-links";
import type { SideDrawerProps } from "./side-drawers";
import { useNarrowEntries } from "./side-drawers";
import { CampusToolsLauncher } from "./tools-launcher";
import { useMobileMenuItems, useRankLine } from "./use-menu-items";

/**
 * The mobile shell (below 1300px): the menu drawer with its second-level drawers, language and theme (and
 * the streak and rank below 360px). Memoized, and reading the menu's programs, the rank and the streak
 * itself, so their answers re-render the menu rather than the shell.
 */
export const CampusMobileMenu = memo(function CampusMobileMenu({
  user,
  isOpen,
  onOpenChange,
  streak,
  rank,
  onLogout,
}: {
  user: User;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The streak's and rank's side drawers, which the menu opens below 360px, where the top bar has no room. */
  streak: SideDrawerProps;
  rank: SideDrawerProps;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const items = useMobileMenuItems();
  const rankLine = useRankLine();
  const narrowEntries = useNarrowEntries(streak, rank);
  return (
    <MobileMenu
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t("shell.menuTitle")}
      closeLabel={t("shell.closeMenu")}
      backLabel={t("common.back")}
      navLabel={t("shell.navLabel")}
      items={items}
      name={`${user.firstName} ${user.lastName}`}
      {...(user.avatar ? { avatarSrc: user.avatar } : {})}
      {...(rankLine ? { rankLine } : {})}
      narrowEntries={narrowEntries}
      // The desktop's names for the same functions: one name per function wherever it shows.
      languageLabel={t("language.label")}
      languageApplyLabel={t("language.apply")}
      languages={languageOptions(t).map((option) => ({ alias: option.alias, label: option.name }))}
      language={preferences.language}
      onLanguageChange={(alias) => {
        if (isLanguage(alias)) preferences.setLanguage(alias);
      }}
      darkThemeLabel={t("theme.highContrast")}
      theme={preferences.theme === "high-contrast" ? "dark" : "light"}
      onThemeChange={(theme) => preferences.setTheme(theme === "dark" ? "high-contrast" : "light")}
      logoutLabel={t("shell.user.logout")}
      onLogout={onLogout}
    />
  );
});

/** The mobile bottom bar (home, the tools launcher, the account) and the account sheet it opens. */
export const CampusBottomBar = memo(function CampusBottomBar({
  user,
  isSheetOpen,
  onSheetOpenChange,
  onLogout,
  isLoggingOut,
}: {
  user: User;
  isSheetOpen: boolean;
  onSheetOpenChange: (isOpen: boolean) => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}) {
  const { t } = useTranslation();
  const { organizationSettings } = useLearner();
  const { pathname } = useLocation();
  const rankLine = useRankLine();
  // The launcher takes the bottom bar item's look, its icon the size of the others; it keeps its identity as
  // the page changes below it.
  const toolsSlot = useMemo(
    () => <CampusToolsLauncher rankStage={user.rankStage} className={`${bottomBarItemClass} [&_svg]:size-6`} />,
    [user.rankStage],
  );
  return (
    <>
      <BottomBar
        label={t("shell.bottomNav")}
        homeLabel={t("shell.home")}
        isHomeCurrent={pathname === pagePaths.home}
        toolsLabel={t("shell.apps.label")}
        toolsSlot={toolsSlot}
        userLabel={t("shell.account")}
        onUserPress={() => onSheetOpenChange(true)}
        isUserMenuOpen={isSheetOpen}
      />
      <BottomSheet
        isOpen={isSheetOpen}
        onOpenChange={onSheetOpenChange}
        title={t("shell.account")}
        closeLabel={t("common.close")}
        name={`${user.firstName} ${user.lastName}`}
        {...(user.avatar ? { avatarSrc: user.avatar } : {})}
        {...(rankLine ? { rankLine } : {})}
        entries={[
          ...accountPages(t, organizationSettings, user.role),
          ...accountLinks(t).map((link) => ({ ...link, isExternal: true })),
        ]}
        newTabLabel={t("shell.newTabHint")}
        logoutLabel={t("shell.user.logout")}
        onLogout={onLogout}
        isLoggingOut={isLoggingOut}
      />
    </>
  );
});
