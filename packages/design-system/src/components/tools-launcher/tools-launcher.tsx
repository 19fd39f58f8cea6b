import { LayoutGrid } from "lucide-react";
import { Button, DialogTrigger } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { Popover, PopoverDialog } from "../popover/popover";
import { type ToolsLauncherApp, ToolsLauncherAppRow } from "./tools-launcher-app";

export type ToolsLauncherProps = {
  /** The trigger's label, e.g. "Aplikacje". */
  label: string;
  /** Heading of the panel; it also names the panel's dialog, e.g. "Aplikacje Campus AI". */
  title: string;
  /** The external apps, in order. */
  apps: readonly ToolsLauncherApp[];
  /** Read by screen readers after each open app, e.g. "otwiera się w nowej karcie". */
  newTabLabel: string;
  /** Classes of the trigger, e.g. `bottomBarItemClass` when the launcher sits in the bottom bar. */
  className?: string;
};

/**
 * A grid-icon trigger opening a panel of the external apps. Open apps are links to a new tab; a locked
 * app shows a lock, explains itself in a tooltip on hover and keyboard focus, and cannot be opened.
 */
export function ToolsLauncher({ label, title, apps, newTabLabel, className }: ToolsLauncherProps) {
  return (
    <DialogTrigger>
      <Button
        className={cn(
          focusRing,
          "inline-flex h-11 cursor-pointer items-center gap-2 rounded-control px-3 text-body font-semibold text-fg",
          "transition-colors duration-150 motion-reduce:transition-none",
          "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken aria-[expanded=true]:bg-surface-sunken data-[hovered]:underline-cue",
          "forced-colors:data-[hovered]:outline-1 forced-colors:data-[hovered]:outline-[Highlight]",
          className,
        )}
      >
        <LayoutGrid aria-hidden="true" className="size-5 shrink-0" />
        <span className="truncate">{label}</span>
      </Button>
      <Popover placement="bottom end" className="w-[min(24rem,calc(100vw-2rem))]">
        <PopoverDialog title={title} className="p-3 [&>h2]:px-2 [&>h2]:pt-1">
          <ul className="flex flex-col gap-1">
            {apps.map((app) => (
              <li key={app.id}>
                <ToolsLauncherAppRow app={app} newTabLabel={newTabLabel} />
              </li>
            ))}
          </ul>
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  );
}
