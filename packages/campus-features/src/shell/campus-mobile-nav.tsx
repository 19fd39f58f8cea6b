import type { User } from "@campus/contract";
import {
  BottomBar,
  BottomSheet,
  bottomBarItemClass,
  MobileMenu,
  type MobileMenuItem,
  type MobileMenuNarrowEntry,
} from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { languageOptions } from "../frame";
import { isLanguage } from "../i18n";
import { useLearner, usePreferences } from "../session";
import { accountLinks, accountPages } from "./account-links";
import { CampusToolsLauncher } from "./tools-launcher";

/**
 * The mobile shell (below 1300px): the menu drawer with its second-level drawers, language and theme (and
 * the streak and rank below 360px), and the bottom bar with home, the tools launcher and the account sheet.
 */
export function CampusMobileNav({
  user,
  items,
  rankLine,
  narrowEntries,
  isMenuOpen,
  onMenuOpenChange,
  isSheetOpen,
  onSheetOpenChange,
  isHomeCurrent,
  onLogout,
  isLoggingOut,
}: {
  user: User;
  items: MobileMenuItem[];
  rankLine?: string;
  /** The streak and rank, which the top bar has no room for below 360px. */
  narrowEntries: MobileMenuNarrowEntry[];
  isMenuOpen: boolean;
  onMenuOpenChange: (isOpen: boolean) => void;
  isSheetOpen: boolean;
  onSheetOpenChange: (isOpen: boolean) => void;
  isHomeCurrent: boolean;
  onLogout: () => void;
  isLoggingOut: boolean;
}) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const { organizationSettings } = useLearner();
  const name = `${user.firstName} ${user.lastName}`;
  const avatar = user.avatar ? { avatarSrc: user.avatar } : {};
  const rank = rankLine ? { rankLine } : {};
  return (
    <>
      <MobileMenu
        isOpen={isMenuOpen}
        onOpenChange={onMenuOpenChange}
        title={t("shell.menuTitle")}
        closeLabel={t("shell.closeMenu")}
        backLabel={t("common.back")}
        navLabel={t("shell.navLabel")}
        items={items}
        name={name}
        {...avatar}
        {...rank}
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
      <BottomBar
        label={t("shell.bottomNav")}
        homeLabel={t("shell.home")}
        isHomeCurrent={isHomeCurrent}
        toolsLabel={t("shell.apps.label")}
        // The launcher takes the bottom bar item's look, its icon the size of the others.
        toolsSlot={
          <CampusToolsLauncher rankStage={user.rankStage} className={`${bottomBarItemClass} [&_svg]:size-6`} />
        }
        userLabel={t("shell.account")}
        onUserPress={() => onSheetOpenChange(true)}
        isUserMenuOpen={isSheetOpen}
      />
      <BottomSheet
        isOpen={isSheetOpen}
        onOpenChange={onSheetOpenChange}
        title={t("shell.account")}
        closeLabel={t("common.close")}
        name={name}
        {...avatar}
        {...rank}
        entries={[
          ...accountPages(t, organizationSettings),
          ...accountLinks(t).map((link) => ({ ...link, isExternal: true })),
        ]}
        newTabLabel={t("shell.newTabHint")}
        logoutLabel={t("shell.user.logout")}
        onLogout={onLogout}
        isLoggingOut={isLoggingOut}
      />
    </>
  );
}
