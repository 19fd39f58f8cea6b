import { ChevronDown, ExternalLink, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { Avatar } from "../avatar/avatar";
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from "../menu";

/** An entry of the user menu: a page of the account site (profile, rank and progress, account settings). */
export type UserMenuLink = {
  id: string;
  label: string;
  href: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
};

export type UserMenuProps = {
  /** The user's full name: the source of the avatar's initials. */
  fullName: string;
  /** The first name shown next to the avatar. */
  firstName: string;
  /** Avatar picture URL; without one the initials show. */
  avatarSrc?: string;
  /** Read after the first name by screen readers, so the trigger says what it opens, e.g. "menu konta". */
  menuLabel: string;
  /** The campus's own pages kept in this menu (e.g. the learner's Promptbook), first; they open in place. */
  pages?: readonly UserMenuLink[];
  /** The external account pages, in order. They open in a new tab. */
  links: readonly UserMenuLink[];
  /** Read by screen readers after each external entry, e.g. "otwiera się w nowej karcie". */
  newTabLabel: string;
  /** Label of the logout action, e.g. "Wyloguj się". */
  logoutLabel: string;
  /** Called by the logout action. */
  onLogout: () => void;
  /** Extra classes for the menu's trigger. */
  className?: string;
};

/**
 * The signed-in user's menu in the desktop top bar: avatar and first name open the campus's own pages kept
 * here, the account pages (external, in a new tab) and the logout action.
 */
export function UserMenu({
  fullName,
  firstName,
  avatarSrc,
  menuLabel,
  pages = [],
  links,
  newTabLabel,
  logoutLabel,
  onLogout,
  className,
}: UserMenuProps) {
  return (
    <MenuTrigger>
      <Button
        className={cn(
          focusRing,
          "group inline-flex h-11 max-w-56 cursor-pointer items-center gap-2 rounded-full py-1 pr-3 pl-1 text-body font-semibold text-fg",
          "transition-colors duration-150 motion-reduce:transition-none",
          "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken aria-[expanded=true]:bg-surface-sunken data-[hovered]:underline-cue",
          "forced-colors:data-[hovered]:outline-1 forced-colors:data-[hovered]:outline-[Highlight]",
          className,
        )}
      >
        <Avatar name={fullName} src={avatarSrc} size="sm" decorative />
        {/* Relative, so the name read after the first name is clipped with it and never widens the page. */}
        <span className="relative min-w-0 truncate">
          {firstName}
          <span className="sr-only">, {menuLabel}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform duration-150 group-aria-[expanded=true]:rotate-180 motion-reduce:transition-none"
        />
      </Button>
      <Menu placement="bottom end" popoverClassName="max-w-xs">
        {pages.map((page) => (
          <MenuItem key={page.id} id={page.id} href={page.href} icon={page.icon}>
            {page.label}
          </MenuItem>
        ))}
        {pages.length > 0 && links.length > 0 ? <MenuSeparator /> : null}
        {links.map((link) => (
          <MenuItem
            key={link.id}
            id={link.id}
            href={link.href}
            target="_blank"
            icon={link.icon}
            trailing={<ExternalLink />}
            newTabLabel={newTabLabel}
          >
            {link.label}
          </MenuItem>
        ))}
        {links.length > 0 ? <MenuSeparator /> : null}
        <MenuItem id="logout" onAction={onLogout} icon={<LogOut />}>
          {logoutLabel}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
