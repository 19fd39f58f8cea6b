import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";

export type TopBarActionProps = {
  /** The accessible name, e.g. "Powiadomienia"; the icon alone shows it. */
  label: string;
  /** The action's icon (decorative). */
  icon: ReactNode;
  /** A short value shown beside the icon, e.g. the unread count or the streak's days. */
  value?: string | number;
  /** Read after the label instead of the bare value, e.g. "1 nieprzeczytane". */
  valueLabel?: string;
  /** Draws the value as an accent badge over the icon (a count that wants attention) instead of text beside it. */
  isValueBadge?: boolean;
  /** The drawer the action opens is open (`aria-expanded`). */
  isExpanded?: boolean;
  /** Opens the action's drawer. */
  onPress: () => void;
  /** Extra classes for the button. */
  className?: string;
};

/**
 * An icon button of the top bar that opens a side drawer (notifications, session streak, rank). Its value
 * (a count, a number of days) is text, read with the name, so it never rests on colour alone.
 */
export function TopBarAction({
  label,
  icon,
  value,
  valueLabel,
  isValueBadge = false,
  isExpanded,
  onPress,
  className,
}: TopBarActionProps) {
  const hasValue = value !== undefined && value !== "" && value !== 0;
  return (
    <Button
      onPress={onPress}
      aria-haspopup="dialog"
      aria-expanded={isExpanded ?? false}
      aria-label={hasValue && valueLabel ? `${label}, ${valueLabel}` : label}
      className={cn(
        focusRing,
        "relative inline-flex h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-control px-2.5 text-body font-semibold text-fg",
        "transition-colors duration-150 motion-reduce:transition-none",
        "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken aria-[expanded=true]:bg-surface-sunken data-[hovered]:underline-cue",
        "forced-colors:data-[hovered]:outline-1 forced-colors:data-[hovered]:outline-[Highlight]",
        className,
      )}
    >
      <span aria-hidden="true" className="inline-flex shrink-0 [&>svg]:size-5">
        {icon}
      </span>
      {hasValue && !isValueBadge ? (
        <span aria-hidden="true" className="tabular-nums">
          {value}
        </span>
      ) : null}
      {hasValue && isValueBadge ? (
        <span
          aria-hidden="true"
          className={cn(
            "absolute top-1 right-1 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full px-1 text-caption leading-none font-bold tabular-nums",
            "bg-accent text-accent-fg ring-2 ring-surface-raised forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none",
          )}
        >
          {value}
        </span>
      ) : null}
    </Button>
  );
}
