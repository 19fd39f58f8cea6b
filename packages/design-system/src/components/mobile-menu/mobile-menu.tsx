import { ChevronRight, Languages, LogOut } from "lucide-react";
import { useState } from "react";
import { Button as AriaButton, Link } from "react-aria-components";
import { ProfileTile } from "../bottom-sheet/profile-tile";
import { Button } from "../button/button";
import { Drawer } from "../drawer/drawer";
import { Switch } from "../switch/switch";
import { LanguageDrawer } from "./language-drawer";
import { menuRowClass } from "./menu-row";
import type { MobileMenuItem, MobileMenuLanguage, MobileMenuNarrowEntry, MobileMenuTheme } from "./menu-types";
import { SubmenuDrawer } from "./submenu-drawer";

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
  const [openItemId, setOpenItemId] = useState<string | null>(null);
  const [isLanguageOpen, setLanguageOpen] = useState(false);
  const openItem = items.find((item) => item.id === openItemId) ?? null;
  const currentLanguage = languages.find((option) => option.alias === language);

  const changeOpen = (open: boolean) => {
    // A menu opened again starts from its first level.
    if (!open) {
      setOpenItemId(null);
      setLanguageOpen(false);
    }
    onOpenChange(open);
  };

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
        {narrowEntries.length > 0 ? (
          <ul className="flex flex-col gap-1 min-[360px]:hidden">
            {narrowEntries.map((entry) => (
              <li key={entry.id}>
                <AriaButton
                  aria-haspopup="dialog"
                  aria-expanded={entry.isExpanded ?? false}
                  onPress={entry.onPress}
                  className={menuRowClass}
                >
                  <span aria-hidden="true" className="inline-flex shrink-0 text-fg-muted [&>svg]:size-5">
                    {entry.icon}
                  </span>
                  <span className="min-w-0 flex-1">{entry.label}</span>
                </AriaButton>
              </li>
            ))}
          </ul>
        ) : null}
        <nav aria-label={navLabel}>
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.id}>
                {item.children && item.children.length > 0 ? (
                  <AriaButton
                    aria-haspopup="dialog"
                    aria-expanded={openItemId === item.id}
                    onPress={() => setOpenItemId(item.id)}
                    className={menuRowClass}
                  >
                    <MenuRowContent item={item} />
                    <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
                  </AriaButton>
                ) : (
                  <Link
                    href={item.href ?? "#"}
                    aria-current={item.isCurrent ? "page" : undefined}
                    className={menuRowClass}
                  >
                    <MenuRowContent item={item} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-1 border-t border-border pt-4">
          <AriaButton
            aria-haspopup="dialog"
            aria-expanded={isLanguageOpen}
            onPress={() => setLanguageOpen(true)}
            className={menuRowClass}
          >
            <Languages aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
            <span className="min-w-0 flex-1">{languageLabel}</span>{" "}
            {currentLanguage ? (
              <span lang={currentLanguage.alias} className="text-small font-normal text-fg-muted">
                {currentLanguage.label}
              </span>
            ) : null}
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
          </AriaButton>
          <Switch
            isSelected={theme === "dark"}
            onChange={(isDark) => onThemeChange(isDark ? "dark" : "light")}
            labelPosition="start"
            className="min-h-12 px-3 font-semibold"
          >
            {darkThemeLabel}
          </Switch>
        </div>
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

function MenuRowContent({ item }: { item: MobileMenuItem }) {
  return (
    <>
      {item.icon ? (
        <span aria-hidden="true" className="inline-flex shrink-0 text-fg-muted [&>svg]:size-5">
          {item.icon}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">{item.label}</span>
    </>
  );
}
