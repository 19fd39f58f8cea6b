import { Heart } from "lucide-react";
import { ToggleButton } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";

type FavoriteToggleProps = {
  /** Id of the count, which describes the toggle. */
  countId: string;
  favorite: boolean;
  /** The count beside the toggle, which also describes it; none when undefined. */
  shownCount?: number;
  onToggle: (next: boolean) => void;
  isPending: boolean;
  label: string;
};

const toggleClass = cn(
  focusRing,
  "inline-flex size-10 cursor-pointer items-center justify-center rounded-full border border-border-strong bg-surface-raised text-fg",
  "transition-colors duration-150 motion-reduce:transition-none",
  "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken",
  "data-[selected]:border-danger data-[selected]:bg-danger-subtle data-[selected]:text-danger",
  "data-[disabled]:cursor-wait",
  "forced-colors:border-[ButtonBorder] forced-colors:data-[selected]:bg-[Highlight] forced-colors:data-[selected]:text-[HighlightText] forced-colors:data-[selected]:forced-color-adjust-none",
);

/** The favourite count and the heart toggle, above the card's link so they work on their own. */
export function FavoriteToggle({ countId, favorite, shownCount, onToggle, isPending, label }: FavoriteToggleProps) {
  return (
    <div className="relative z-10 flex shrink-0 items-center gap-1.5">
      {shownCount === undefined ? null : (
        <span id={countId} className="text-small font-semibold text-fg-muted tabular-nums">
          {shownCount}
        </span>
      )}
      <ToggleButton
        isSelected={favorite}
        onChange={onToggle}
        isDisabled={isPending}
        aria-label={label}
        aria-describedby={shownCount === undefined ? undefined : countId}
        className={toggleClass}
      >
        {({ isSelected }) => <Heart aria-hidden="true" className={cn("size-5", isSelected && "fill-current")} />}
      </ToggleButton>
    </div>
  );
}
