import { Heart } from "lucide-react";
import { ToggleButton } from "react-aria-components";
import { cn } from "../../lib/cn";

type FavoriteToggleProps = {
  /** Id of the count's sentence, which describes the toggle. */
  countId: string;
  favorite: boolean;
  /** The count beside the heart, in the same pill; none when undefined. */
  shownCount?: number;
  /** What the count means, said to assistive technology, e.g. "12 osób dodało do ulubionych". */
  countLabel?: string;
  onToggle: (next: boolean) => void;
  isPending: boolean;
  label: string;
};

// The pill holds the heart toggle and the count beside it: it takes the toggle's states (hover, pressed, selected,
// keyboard focus), so the two read as one control, while the count stays outside the toggle's name (the name is
// what a speech user says; WCAG 2.5.3 wants visible text inside a control to be part of it).
const pillClass = cn(
  "relative z-10 inline-flex h-10 min-w-10 shrink-0 items-center rounded-full border border-border-strong bg-surface-raised text-fg",
  "transition-colors duration-150 motion-reduce:transition-none",
  "has-[[data-hovered]]:bg-surface-sunken has-[[data-pressed]]:bg-surface-sunken",
  "has-[[data-selected]]:border-danger has-[[data-selected]]:bg-danger-subtle has-[[data-selected]]:text-danger",
  "has-[[data-focus-visible]]:outline-2 has-[[data-focus-visible]]:outline-offset-2 has-[[data-focus-visible]]:outline-solid has-[[data-focus-visible]]:outline-focus",
  "forced-colors:border-[ButtonBorder] forced-colors:has-[[data-selected]]:bg-[Highlight] forced-colors:has-[[data-selected]]:text-[HighlightText] forced-colors:has-[[data-selected]]:forced-color-adjust-none",
);

const toggleClass =
  "inline-flex aspect-square h-full cursor-pointer items-center justify-center rounded-full outline-none data-[disabled]:cursor-wait";

/**
 * The heart toggle with the favourite count beside it in one pill, so the number reads as the heart's own (as a
 * "like" count does), above the card's link so it works on its own. The count's sentence describes the toggle.
 */
export function FavoriteToggle({
  countId,
  favorite,
  shownCount,
  countLabel,
  onToggle,
  isPending,
  label,
}: FavoriteToggleProps) {
  const hasCount = shownCount !== undefined;
  return (
    <div className={pillClass}>
      <ToggleButton
        isSelected={favorite}
        onChange={onToggle}
        isDisabled={isPending}
        aria-label={label}
        aria-describedby={hasCount ? countId : undefined}
        className={toggleClass}
      >
        {({ isSelected }) => <Heart aria-hidden="true" className={cn("size-5", isSelected && "fill-current")} />}
      </ToggleButton>
      {hasCount ? (
        <>
          <span aria-hidden="true" className="-ml-1 pr-3.5 text-small font-semibold tabular-nums">
            {shownCount}
          </span>
          <span id={countId} hidden>
            {countLabel ?? shownCount}
          </span>
        </>
      ) : null}
    </div>
  );
}
