import { cn, focusRing } from "@campus/design-system";
import { Heart } from "lucide-react";
import { useId } from "react";
import { ToggleButton } from "react-aria-components";
import { useTranslation } from "react-i18next";

/**
 * A tool's favorite toggle on its own page: a labelled button (the cards have the icon alone) with how many
 * learners marked the tool. Pressed when the tool is a favorite (its label stays the same, as a toggle's
 * should; the filled heart shows the state); the count is its description.
 */
export function FavoriteButton({
  isFavorite,
  favoritesCount,
  onChange,
}: {
  isFavorite: boolean;
  favoritesCount: number;
  onChange: (isFavorite: boolean) => void;
}) {
  const { t } = useTranslation();
  const countId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ToggleButton
        isSelected={isFavorite}
        onChange={onChange}
        aria-describedby={countId}
        className={cn(
          focusRing,
          "inline-flex h-10 cursor-pointer items-center gap-2 rounded-control border border-border-strong bg-surface-raised px-4 text-body font-semibold text-fg",
          "transition-colors duration-150 motion-reduce:transition-none",
          "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken",
          "data-[selected]:border-danger data-[selected]:bg-danger-subtle data-[selected]:text-danger",
          "forced-colors:border-[ButtonBorder] forced-colors:data-[selected]:bg-[Highlight] forced-colors:data-[selected]:text-[HighlightText] forced-colors:data-[selected]:forced-color-adjust-none",
        )}
      >
        {({ isSelected }) => (
          <>
            <Heart aria-hidden="true" className={cn("size-5", isSelected && "fill-current")} />
            {t("tools.favorite.button")}
          </>
        )}
      </ToggleButton>
      <span id={countId} className="text-small text-fg-muted">
        {t("tools.favorite.count", { count: favoritesCount })}
      </span>
    </div>
  );
}
