import { LogOut } from "lucide-react";
import { ProfileTile } from "../bottom-sheet/profile-tile";
import { Button } from "../button/button";
import { Drawer } from "../drawer/drawer";
import { LanguageDrawer } from "./language-drawer";
import { MenuNav } from "./menu-nav";
import { MenuSettings } from "./menu-settings";
import type { MobileMenuItem, MobileMenuLanguage, MobileMenuNarrowEntry, MobileMenuTheme } from "./menu-types";
import { NarrowEntries } from "./narrow-entries";
import { SubmenuDrawer } from "./submenu-drawer";
import { useMenuDrawers } from "./use-menu-drawers";

export type MobileMenuProps = {
  /** Whether the menu is open; the host's hamburger button sets it. */
  isOpen: boolean;
  /** Called on open and on close (Escape, scrim, close button). Focus returns to the hamburger. */
  onOpenChange: (isOpen: boolean) => void;
  /** Heading of the drawer, e.g. 'Menu'; it also names the dialog. */
  title: string;
  /** Accessible name of the close button, e.g. 'Zamknij menu'. */
  closeLabel: string;
  /** Name of the back button of the second-level drawers, e.g. 'Wróć'. */
  backLabel: string;
  /** Name of the navigation landmark, e.g. 'Menu główne'. */
  navLabel: string;
  /** Menu items, already filtered by the organisation's access settings. */
  items: MobileMenuItem[];
  /** The learner's name for the profile tile. */
  name: string;
  /** Picture URL; initials show without it. */
  avatarSrc?: string;
  /** A line under the name, e.g. 'Ranga: Odkrywca'. */
  rankLine?: string;
  /**
   * Controls the top bar hides below 360px for want of room (e.g. the session streak and the rank): rows under
   * the profile tile at those widths only, so they stay reachable (WCAG 1.4.10).
   */
  narrowEntries?: MobileMenuNarrowEntry[];
  /** Label of the language button and heading of its drawer, the desktop's name for it, e.g. 'Język interfejsu'. */
  languageLabel: string;
  /** Label of the button that applies the language chosen in its drawer, e.g. 'Zastosuj'. */
  languageApplyLabel: string;
  /** The languages to choose from, each named in itself ("Polski", "English"). */
  languages: MobileMenuLanguage[];
  /** The alias of the language in use, e.g. 'pl'. */
  language: string;
  /** Called with the chosen language's alias, e.g. "en", once the learner applies it. */
  onLanguageChange: (alias: string) => void;
  /** Label of the theme switch, the desktop's name for it, e.g. 'Wysoki kontrast'. */
  darkThemeLabel: string;
  /** The theme in use; `dark` turns the switch on (the campus draws it as high contrast). */
  theme: MobileMenuTheme;
  /** Called with the new theme when the switch is toggled. */
  onThemeChange: (theme: MobileMenuTheme) => void;
  /** Label of the logout button, e.g. 'Wyloguj się'. */
  logoutLabel: string;
  /** Called by the logout button. */
  onLogout: () => void;
};

/**
 * The mobile menu: a full-width drawer from the left with the profile tile, the menu items, the interface
 * language, the theme switch and logout. Items with children open a second drawer from the right with a back
 * button; the language button opens a drawer of radio choices applied by its button.
 */
export function MobileMenu({
  isOpen,
  onOpenChange,
  title,
  closeLabel,
  backLabel,
  navLabel,
  items,
  name,
  avatarSrc,
  rankLine,
  narrowEntries = [],
  languageLabel,
  languageApplyLabel,
  languages,
  language,
  onLanguageChange,
  darkThemeLabel,
  theme,
  onThemeChange,
  logoutLabel,
  onLogout,
}: MobileMenuProps) {
  const { openItemId, setOpenItemId, openItem, isLanguageOpen, setLanguageOpen, changeOpen } = useMenuDrawers(
    items,
    onOpenChange,
  );
  const currentLanguage = languages.find((option) => option.alias === language);

  return (
    <Drawer
      title={title}
      placement="left"
      size="full"
      isOpen={isOpen}
      onOpenChange={changeOpen}
      closeLabel={closeLabel}
      footer={
        <Button variant="secondary" icon={<LogOut />} onPress={onLogout} className="w-full">
          {logoutLabel}
        </Button>
      }
    >
      <div className="mx-auto flex w-full max-w-app flex-col gap-4">
        <ProfileTile name={name} {...(avatarSrc ? { avatarSrc } : {})} {...(rankLine ? { rankLine } : {})} />
        <NarrowEntries entries={narrowEntries} />
        <MenuNav label={navLabel} items={items} openItemId={openItemId} onOpenItem={setOpenItemId} />
        <MenuSettings
          languageLabel={languageLabel}
          currentLanguage={currentLanguage}
          isLanguageOpen={isLanguageOpen}
          onOpenLanguage={() => setLanguageOpen(true)}
          darkThemeLabel={darkThemeLabel}
          theme={theme}
          onThemeChange={onThemeChange}
        />
      </div>
      <SubmenuDrawer item={openItem} onClose={() => setOpenItemId(null)} backLabel={backLabel} />
      <LanguageDrawer
        isOpen={isLanguageOpen}
        onClose={() => setLanguageOpen(false)}
        title={languageLabel}
        backLabel={backLabel}
        applyLabel={languageApplyLabel}
        languages={languages}
        language={language}
        onLanguageChange={onLanguageChange}
      />
    </Drawer>
  );
}
