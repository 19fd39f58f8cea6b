import { ExternalLink, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { Button } from "../button/button";
import { Drawer, type DrawerProps } from "../drawer/drawer";
import { ProfileTile } from "./profile-tile";

export type BottomSheetEntry = {
  id: string;
  label: string;
  href: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** Opens in a new tab (profile, rank and account settings are external pages). */
  isExternal?: boolean;
};

export type BottomSheetProps = Pick<DrawerProps, "isOpen" | "onOpenChange"> & {
  /** Heading of the sheet, e.g. 'Konto'; it also names the dialog. */
  title: string;
  /** Accessible name of the close button; without it only Escape and the scrim close the sheet. */
  closeLabel?: string;
  /** The learner's name. */
  name: string;
  /** Picture URL; initials show without it. */
  avatarSrc?: string;
  /** A line under the name, e.g. 'Ranga: Odkrywca'. */
  rankLine?: string;
  /** Links between the profile and logout, e.g. profile, rank and account settings. */
  entries?: BottomSheetEntry[];
  /** Read after an external entry, e.g. '(otwiera się w nowej karcie)'. */
  newTabLabel?: string;
  /** Label of the logout button, e.g. 'Wyloguj się'. */
  logoutLabel: string;
  /** Called by the logout button; the host ends the session and may set `isLoggingOut` meanwhile. */
  onLogout: () => void;
  /** Shows the logout button as busy while the session is being closed. */
  isLoggingOut?: boolean;
};

const entryClass = cn(
  focusRing,
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-control px-3 text-body text-fg no-underline",
  "transition-colors duration-150 motion-reduce:transition-none",
  "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken data-[hovered]:underline-cue",
  "forced-colors:data-[hovered]:outline-1 forced-colors:data-[hovered]:outline-[Highlight]",
  "data-[focus-visible]:-outline-offset-2",
);

/** The drag-handle look of a sheet; it is decoration, the sheet closes by Escape, scrim or close button. */
const handleClass =
  "before:mx-auto before:mt-2 before:block before:h-1 before:w-10 before:shrink-0 before:rounded-full before:bg-border-strong before:content-[''] forced-colors:before:bg-[CanvasText]";

/**
 * The mobile account sheet opened by the bottom bar's user button: the profile tile, optional links and
 * the logout button.
 */
export function BottomSheet({
  title,
  closeLabel,
  name,
  avatarSrc,
  rankLine,
  entries = [],
  newTabLabel,
  logoutLabel,
  onLogout,
  isLoggingOut = false,
  ...state
}: BottomSheetProps) {
  return (
    <Drawer
      {...state}
      title={title}
      {...(closeLabel ? { closeLabel } : {})}
      placement="bottom"
      className={handleClass}
      footer={
        <Button variant="secondary" icon={<LogOut />} onPress={onLogout} isPending={isLoggingOut} className="w-full">
          {logoutLabel}
        </Button>
      }
    >
      <div className="mx-auto flex w-full max-w-app flex-col gap-3">
        <ProfileTile name={name} {...(avatarSrc ? { avatarSrc } : {})} {...(rankLine ? { rankLine } : {})} />
        {entries.length > 0 ? (
          <ul className="flex flex-col">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link
                  href={entry.href}
                  {...(entry.isExternal ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  className={entryClass}
                >
                  {entry.icon ? (
                    <span aria-hidden="true" className="inline-flex shrink-0 text-fg-muted [&>svg]:size-5">
                      {entry.icon}
                    </span>
                  ) : null}
                  <span className="min-w-0 flex-1">
                    {entry.label}
                    {entry.isExternal && newTabLabel ? (
                      <>
                        {" "}
                        <span className="sr-only">{newTabLabel}</span>
                      </>
                    ) : null}
                  </span>
                  {entry.isExternal ? (
                    <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Drawer>
  );
}
