import type { User } from "@campus/contract";
import { CampusLogo, ContrastSwitch, LanguageSwitcher, TopBar, UserMenu } from "@campus/design-system";
import { memo, type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { languageOptions } from "../frame";
import { useLearner, usePreferences } from "../session";
import { accountLinks, accountPages } from "./account-links";
import { CampusToolsLauncher } from "./tools-launcher";
import { useTopBarItems } from "./use-menu-items";

/**
 * The desktop top bar with its four controls; below 1300px it keeps the hamburger, the logo and the actions.
 * Memoized with its controls: the shell re-renders as drawers open and pages load, and the menu's programs
 * arrive after the first paint; neither should render the switchers and menus again.
 */
export const CampusTopBar = memo(function CampusTopBar({
  user,
  actions,
  isMenuOpen,
  onMenuPress,
  onLogout,
}: {
  user: User;
  actions: ReactNode;
  isMenuOpen: boolean;
  onMenuPress: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const { language, setLanguage, theme, setTheme } = usePreferences();
  const { organizationSettings } = useLearner();
  const items = useTopBarItems();
  const controls = useMemo(
    () => ({
      languageSwitcher: (
        <LanguageSwitcher
          options={languageOptions(t)}
          value={language}
          onChange={setLanguage}
          label={t("language.label")}
        />
      ),
      contrastSwitch: <ContrastSwitch theme={theme} onChange={setTheme} label={t("theme.highContrast")} />,
      toolsLauncher: <CampusToolsLauncher rankStage={user.rankStage} />,
      userMenu: (
        <UserMenu
          fullName={`${user.firstName} ${user.lastName}`}
          firstName={user.firstName}
          {...(user.avatar ? { avatarSrc: user.avatar } : {})}
          menuLabel={t("shell.user.menuLabel")}
          pages={accountPages(t, organizationSettings, user.role)}
          links={accountLinks(t)}
          newTabLabel={t("shell.newTab")}
          logoutLabel={t("shell.user.logout")}
          onLogout={onLogout}
        />
      ),
    }),
    [t, language, setLanguage, theme, setTheme, user, organizationSettings, onLogout],
  );
  return (
    <TopBar
      logo={<CampusLogo />}
      logoLabel={t("shell.logoLabel")}
      items={items}
      navLabel={t("shell.navLabel")}
      menuLabel={t("shell.openMenu")}
      isMenuOpen={isMenuOpen}
      onMenuPress={onMenuPress}
      actions={actions}
      {...controls}
    />
  );
});
