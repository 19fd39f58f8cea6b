import { ExternalLink, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Focusable, Link } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { Tooltip, TooltipTrigger } from "../tooltip/tooltip";

/** An external app of the tools launcher. */
export type ToolsLauncherApp = {
  id: string;
  name: string;
  description?: string;
  /** The app's address; it opens in a new tab. */
  href: string;
  /** The app's mark, decorative (the name names the entry). */
  icon: ReactNode;
  /** The user may not open the app yet (e.g. rank stage below 2). */
  isLocked?: boolean;
  /** Why it is locked, shown in a tooltip and read by screen readers, e.g. "Zbyt niska ranga". */
  lockedReason?: string;
};

const rowClass = cn(
  focusRing,
  "flex w-full items-center gap-3 rounded-control p-2 text-start text-fg no-underline",
  "transition-colors duration-150 motion-reduce:transition-none",
  "data-[focus-visible]:-outline-offset-2",
);

function AppBody({ app, trailing }: { app: ToolsLauncherApp; trailing: ReactNode }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-control bg-accent-subtle text-accent-text [&>svg]:size-6",
          "border-edge border-border forced-colors:border forced-colors:border-[CanvasText]",
        )}
      >
        {app.icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-body font-semibold">{app.name}</span>
        {app.description ? <span className="text-small text-fg-muted">{app.description}</span> : null}
      </span>
      {trailing}
    </>
  );
}

/**
 * One app of the launcher. A locked app stays in the tab order so keyboard users reach it and hear why it
 * is locked, but it has no address and is `aria-disabled`.
 */
export function ToolsLauncherAppRow({
  app,
  newTabLabel,
}: {
  /** The app: its name, address, mark and whether the learner's rank unlocks it. */
  app: ToolsLauncherApp;
  /** Read after the app's name, e.g. "(otwiera się w nowej karcie)". */
  newTabLabel: string;
}) {
  if (app.isLocked) {
    return (
      <TooltipTrigger delay={0}>
        <Focusable>
          {/* biome-ignore lint/a11y/useSemanticElements: a locked app has no address, and an <a> without href is no link to assistive technology. */}
          <span
            role="link"
            aria-disabled="true"
            tabIndex={0}
            data-locked="true"
            className={cn(
              rowClass,
              // Focusable sets no data attributes, so the ring follows the browser's own focus-visible.
              "cursor-not-allowed focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-solid focus-visible:outline-focus",
            )}
          >
            <AppBody app={app} trailing={<Lock aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />} />
            {app.lockedReason ? <span className="sr-only">, {app.lockedReason}</span> : null}
          </span>
        </Focusable>
        {app.lockedReason ? (
          // The panel is modal and hides everything outside it from assistive technology; the top-layer mark
          // keeps the tooltip, portalled beside it, readable.
          <Tooltip placement="bottom" data-react-aria-top-layer="true">
            {app.lockedReason}
          </Tooltip>
        ) : null}
      </TooltipTrigger>
    );
  }
  return (
    <Link
      href={app.href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        rowClass,
        "cursor-pointer data-[hovered]:bg-accent-subtle data-[pressed]:bg-accent-subtle data-[hovered]:underline-cue",
      )}
    >
      <AppBody app={app} trailing={<ExternalLink aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />} />
      <span className="sr-only"> ({newTabLabel})</span>
    </Link>
  );
}
