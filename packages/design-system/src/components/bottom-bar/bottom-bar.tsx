import { House, LayoutGrid, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Button, Link } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";

export type BottomBarProps = {
  /** Accessible name of the navigation landmark, e.g. "Nawigacja dolna". */
  label: string;
  /** Label of the home item, e.g. "Start". */
  homeLabel: string;
  /** Where the home item leads; "/" by default. */
  homeHref?: string;
  /** Marks home as the current page (`aria-current="page"`). */
  isHomeCurrent?: boolean;
  /** Label of the tools launcher, e.g. "Narzędzia". */
  toolsLabel: string;
  /** Called when the tools launcher is pressed (ignored when `toolsSlot` is given). */
  onToolsPress?: () => void;
  /** Replaces the default tools button with the host's own launcher (e.g. a popover trigger). */
  toolsSlot?: ReactNode;
  /** Label of the user button, e.g. "Konto". */
  userLabel: string;
  /** Opens the user sheet. */
  onUserPress: () => void;
  /** Whether the user sheet is open (`aria-expanded`). */
  isUserMenuOpen?: boolean;
  /** Optional avatar drawn instead of the default user icon. */
  userAvatar?: ReactNode;
  /** Extra classes for the navigation bar. */
  className?: string;
};

const itemClass = cn(
  "flex h-full min-w-0 flex-1 cursor-pointer flex-col items-center justify-center gap-1 rounded-control px-1",
  "text-caption font-semibold text-fg-muted no-underline transition-colors motion-reduce:transition-none",
  "data-[hovered]:bg-surface-sunken data-[hovered]:text-fg data-[pressed]:bg-surface-sunken data-[hovered]:underline-cue",
  "aria-[current=page]:text-accent-text aria-[expanded=true]:text-accent-text aria-[current=page]:underline-cue",
  focusRing,
  "data-[focus-visible]:-outline-offset-2",
);

function ItemContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <span aria-hidden="true" className="flex size-6 items-center justify-center [&>svg]:size-6">
        {icon}
      </span>
      <span className="max-w-full truncate">{label}</span>
    </>
  );
}

/**
 * The mobile shell's bottom navigation: home, the tools launcher and the user button. It is fixed to the
 * bottom of the viewport below the desktop breakpoint and absent from it up (the top bar takes over);
 * pages keep `bottom-bar` space free at their end.
 */
export function BottomBar({
  label,
  homeLabel,
  homeHref = "/",
  isHomeCurrent,
  toolsLabel,
  onToolsPress,
  toolsSlot,
  userLabel,
  onUserPress,
  isUserMenuOpen,
  userAvatar,
  className,
}: BottomBarProps) {
  return (
    <nav
      aria-label={label}
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 h-bottom-bar border-t border-border bg-surface-raised pb-[env(safe-area-inset-bottom)]",
        "desktop:hidden",
        className,
      )}
    >
      {/* On a tablet or a narrow window the three items stay together in the middle rather than a screen apart. */}
      <ul className="mx-auto flex h-full max-w-lg items-stretch gap-1 px-2 py-1">
        <li className="flex flex-1">
          <Link href={homeHref} aria-current={isHomeCurrent ? "page" : undefined} className={itemClass}>
            <ItemContent icon={<House />} label={homeLabel} />
          </Link>
        </li>
        <li className="flex flex-1">
          {toolsSlot ?? (
            <Button onPress={onToolsPress} className={itemClass}>
              <ItemContent icon={<LayoutGrid />} label={toolsLabel} />
            </Button>
          )}
        </li>
        <li className="flex flex-1">
          <Button
            onPress={onUserPress}
            aria-haspopup="dialog"
            aria-expanded={isUserMenuOpen ?? false}
            className={itemClass}
          >
            <ItemContent icon={userAvatar ?? <UserRound />} label={userLabel} />
          </Button>
        </li>
      </ul>
    </nav>
  );
}

/** The class list of a bottom bar item, for a host's own `toolsSlot` trigger to match the others. */
export const bottomBarItemClass = itemClass;
