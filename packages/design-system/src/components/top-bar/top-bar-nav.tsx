import { ChevronDown } from "lucide-react";
import { Button, Link } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from "../menu";

/** A menu item that leads straight to a page (Narzędzia → /tools). */
export type TopBarLinkItem = {
  id: string;
  label: string;
  href: string;
  /** The page shown now is this item's page: marked with `aria-current="page"`. */
  isCurrent?: boolean;
  entries?: never;
};

/** One entry of a dropdown item, e.g. one program. */
export type TopBarMenuEntry = {
  id: string;
  label: string;
  href: string;
};

/** A menu item that opens a dropdown (Programy: "Wszystkie programy", then one entry per program). */
export type TopBarMenuItem = {
  id: string;
  label: string;
  /** The link to the whole section, first in the dropdown, e.g. { label: "Wszystkie programy", href: "/programs" }. */
  header?: { label: string; href: string };
  entries: readonly TopBarMenuEntry[];
  /** The page shown now belongs to this section: the trigger is marked with `aria-current="true"`. */
  isCurrent?: boolean;
  href?: never;
};

export type TopBarItem = TopBarLinkItem | TopBarMenuItem;

const itemClass = cn(
  focusRing,
  "relative inline-flex h-11 cursor-pointer items-center gap-1 rounded-control px-3 text-body font-semibold whitespace-nowrap text-fg no-underline",
  "transition-colors duration-150 motion-reduce:transition-none",
  "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken data-[hovered]:underline-cue",
  // The current item: accent text and a bar under it, so colour is not the only cue.
  "aria-[current]:text-accent-text",
  "after:absolute after:inset-x-3 after:bottom-0.5 after:h-0.5 after:rounded-full after:bg-current after:opacity-0 aria-[current]:after:opacity-100",
  "aria-[expanded=true]:bg-surface-sunken",
  "forced-colors:data-[hovered]:outline-1 forced-colors:data-[hovered]:outline-[Highlight] forced-colors:after:bg-[CanvasText]",
);

function DropdownItem({ item }: { item: TopBarMenuItem }) {
  return (
    <MenuTrigger>
      <Button className={cn(itemClass, "group")} aria-current={item.isCurrent ? "true" : undefined}>
        {item.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform duration-150 group-aria-[expanded=true]:rotate-180 motion-reduce:transition-none"
        />
      </Button>
      <Menu popoverClassName="max-w-sm">
        {item.header ? (
          <>
            <MenuItem id={`${item.id}:section`} href={item.header.href} emphasis="header">
              {item.header.label}
            </MenuItem>
            {item.entries.length > 0 ? <MenuSeparator /> : null}
          </>
        ) : null}
        {item.entries.map((entry) => (
          <MenuItem key={entry.id} id={entry.id} href={entry.href}>
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}

/** The desktop menu items: links and dropdowns in a row. */
export function TopBarNav({
  items,
  label,
  className,
}: {
  /** The menu items in order: links, or dropdowns of entries (programs, tools). */
  items: readonly TopBarItem[];
  /** Name of the navigation landmark, e.g. "Menu główne". */
  label: string;
  /** Extra classes for the navigation. */
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.id}>
            {item.entries ? (
              <DropdownItem item={item} />
            ) : (
              <Link href={item.href} aria-current={item.isCurrent ? "page" : undefined} className={itemClass}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
