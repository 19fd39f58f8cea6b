import type { User } from "@campus/contract";
import { CampusLogo, ContrastSwitch, LanguageSwitcher, TopBar, type TopBarItem, UserMenu } from "@campus/design-system";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { languageOptions } from "../frame";
import { useLearner, usePreferences } from "../session";
import { accountLinks, accountPages } from "./account-links";
import { CampusToolsLauncher } from "./tools-launcher";

/** The desktop top bar with its four controls; below 1300px it keeps the hamburger, the logo and the actions. */
export function CampusTopBar({
  user,
  items,
  actions,
  isMenuOpen,
  onMenuPress,
  onLogout,
}: {
  user: User;
  items: TopBarItem[];
  actions: ReactNode;
  isMenuOpen: boolean;
  onMenuPress: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const { organizationSettings } = useLearner();
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
      languageSwitcher={
        <LanguageSwitcher
          options={languageOptions(t)}
          value={preferences.language}
          onChange={preferences.setLanguage}
          label={t("language.label")}
        />
      }
      contrastSwitch={
        <ContrastSwitch theme={preferences.theme} onChange={preferences.setTheme} label={t("theme.highContrast")} />
      }
      toolsLauncher={<CampusToolsLauncher rankStage={user.rankStage} />}
      userMenu={
        <UserMenu
          fullName={`${user.firstName} ${user.lastName}`}
          firstName={user.firstName}
          {...(user.avatar ? { avatarSrc: user.avatar } : {})}
          menuLabel={t("shell.user.menuLabel")}
          pages={accountPages(t, organizationSettings)}
          links={accountLinks(t)}
          newTabLabel={t("shell.newTab")}
          logoutLabel={t("shell.user.logout")}
          onLogout={onLogout}
        />
      }
    />
  );
}
