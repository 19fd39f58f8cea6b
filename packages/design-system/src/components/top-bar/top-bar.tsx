import { Menu as MenuIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button, Link } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { type TopBarItem, TopBarNav } from "./top-bar-nav";

export type TopBarProps = {
  /** The logo artwork (e.g. an inline SVG), decorative: `logoLabel` names the link. */
  logo: ReactNode;
  /**
   * Accessible name of the logo link. It starts with the name written in the logo, so speech users can say
   * what they see, e.g. "Campus AI – strona główna".
   */
  logoLabel: string;
  /** Where the logo leads; "/" by default. */
  logoHref?: string;
  /** The menu items, already filtered by the organisation's settings (tools, community). */
  items: readonly TopBarItem[];
  /** Accessible name of the menu's navigation landmark, e.g. "Menu główne". */
  navLabel: string;
  /**
   * Controls shown at every width, right of the menu items: e.g. the notifications, session-streak and rank
   * buttons that open the side drawers.
   */
  actions?: ReactNode;
  /** The language switcher (desktop only). */
  languageSwitcher?: ReactNode;
  /** The contrast switch (desktop only). */
  contrastSwitch?: ReactNode;
  /** The tools launcher (desktop only; on mobile it sits in the bottom bar). */
  toolsLauncher?: ReactNode;
  /** The user menu (desktop only). */
  userMenu?: ReactNode;
  /** Below the desktop breakpoint: opens the mobile menu drawer. */
  onMenuPress?: () => void;
  /** Accessible name of the hamburger button, e.g. "Otwórz menu". */
  menuLabel: string;
  /** Whether the mobile menu drawer is open (`aria-expanded` of the hamburger). */
  isMenuOpen?: boolean;
  /** Extra classes for the header bar. */
  className?: string;
};

const hamburgerClass = cn(
  focusRing,
  "inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-control text-fg",
  "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken",
  "forced-colors:data-[hovered]:outline-1 forced-colors:data-[hovered]:outline-[Highlight]",
);

/**
 * The campus header. From the desktop breakpoint (1300px) it holds the logo, the menu items and the
 * language, contrast, tools and user controls; below it only a hamburger (which opens the mobile drawer,
 * drawn by the host) and the logo, because the bottom bar carries the rest.
 */
export function TopBar({
  logo,
  logoLabel,
  logoHref = "/",
  items,
  navLabel,
  actions,
  languageSwitcher,
  contrastSwitch,
  toolsLauncher,
  userMenu,
  onMenuPress,
  menuLabel,
  isMenuOpen,
  className,
}: TopBarProps) {
  return (
    <header
      className={cn(
        // The border counts in the header height (border-box), so the bar is exactly 72px / 82px tall.
        "relative z-30 flex min-h-header w-full border-b border-border bg-surface-raised text-fg desktop:min-h-header-desktop",
        className,
      )}
    >
      <div className="mx-auto flex w-full max-w-app items-center gap-2 px-4 desktop:gap-6 desktop:px-8">
        <Button
          aria-label={menuLabel}
          aria-expanded={isMenuOpen ?? false}
          onPress={onMenuPress}
          className={cn(hamburgerClass, "desktop:hidden")}
        >
          <MenuIcon aria-hidden="true" className="size-6" />
        </Button>
        <Link
          href={logoHref}
          aria-label={logoLabel}
          className={cn(focusRing, "inline-flex shrink-0 items-center rounded-control")}
        >
          <span aria-hidden="true" className="inline-flex items-center [&>svg]:h-8 [&>svg]:w-auto">
            {logo}
          </span>
        </Link>
        <TopBarNav items={items} label={navLabel} className="hidden min-w-0 flex-1 desktop:block" />
        {actions ? <div className="ml-auto flex shrink-0 items-center gap-1 desktop:ml-0">{actions}</div> : null}
        <div className={cn("hidden shrink-0 items-center gap-2 desktop:flex", !actions && "ml-auto")}>
          {languageSwitcher}
          {contrastSwitch}
          {toolsLauncher}
          {userMenu}
        </div>
      </div>
    </header>
  );
}
