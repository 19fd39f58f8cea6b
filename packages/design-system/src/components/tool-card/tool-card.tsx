import { Heart } from "lucide-react";
import { useId, useState } from "react";
import { ToggleButton } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { Badge } from "../badge";
import { CardTitle, cardFrame, type HeadingLevel } from "../course-card/card-parts";

export type ToolLicence = "freemium" | "paid";

export interface ToolCardProps {
  /** The tool's name. */
  name: string;
  /** Logo URL; decorative, since the name follows it. */
  logoSrc?: string;
  /** A short description of what the tool does. */
  description?: string;
  /** Domain categories, e.g. "Tekst", "Obraz". */
  domainCategories?: string[];
  /** Business categories, e.g. "Marketing", "Sprzedaż". */
  businessCategories?: string[];
  /** The licence type. */
  licence: ToolLicence;
  /** The visible licence label, e.g. "Freemium" or "Płatne". */
  licenceLabel: string;
  /** Whether the tool is a favourite (controlled). Leave out and use `defaultFavorite` for uncontrolled use. */
  isFavorite?: boolean;
  /** The initial favourite state when uncontrolled. */
  defaultFavorite?: boolean;
  /** Called with the new favourite state when the toggle is pressed. */
  onFavoriteChange?: (isFavorite: boolean) => void;
  /** The toggle's accessible name, e.g. "Ulubione"; its pressed state is announced with it. */
  favoriteLabel: string;
  /**
   * How many learners marked the tool as a favourite, including this one when `isFavorite` is set.
   * When uncontrolled, the shown count follows the toggle.
   */
  favoritesCount?: number;
  /** Disables the favourite toggle, e.g. while the change is being saved. */
  isFavoritePending?: boolean;
  /** The tool's page. */
  href?: string;
  /** Called when the card is opened. */
  onOpen?: () => void;
  /** The heading level of the name within the page (default 3). */
  headingLevel?: HeadingLevel;
  /** Extra classes for the card, e.g. its width in a grid. */
  className?: string;
}

/**
 * A tool of the catalogue: logo, name, description, categories, licence and a favourite toggle with its
 * count. The card opens the tool page; the toggle sits above the card's link and works on its own.
 */
export function ToolCard({
  name,
  logoSrc,
  description,
  domainCategories = [],
  businessCategories = [],
  licence,
  licenceLabel,
  isFavorite,
  defaultFavorite = false,
  onFavoriteChange,
  favoriteLabel,
  favoritesCount,
  isFavoritePending = false,
  href,
  onOpen,
  headingLevel,
  className,
}: ToolCardProps) {
  const countId = useId();
  const [ownFavorite, setOwnFavorite] = useState(defaultFavorite);
  const controlled = isFavorite !== undefined;
  const favorite = controlled ? isFavorite : ownFavorite;
  const shownCount =
    favoritesCount === undefined
      ? undefined
      : controlled
        ? favoritesCount
        : favoritesCount + Number(ownFavorite) - Number(defaultFavorite);
  const canOpen = href !== undefined || onOpen !== undefined;

  return (
    <article data-licence={licence} className={cn(cardFrame, "gap-4 p-4", className)}>
      <div className="flex items-start gap-3">
        <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-control border border-border bg-surface">
          {logoSrc ? (
            <img src={logoSrc} alt="" loading="lazy" decoding="async" className="size-full object-contain" />
          ) : null}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <CardTitle level={headingLevel} link={canOpen && { href, onPress: onOpen }}>
            {name}
          </CardTitle>
          <Badge size="sm" variant={licence === "paid" ? "warning" : "success"} className="self-start">
            {licenceLabel}
          </Badge>
        </div>
        <div className="relative z-10 flex shrink-0 items-center gap-1.5">
          {shownCount === undefined ? null : (
            <span id={countId} className="text-small font-semibold text-fg-muted tabular-nums">
              {shownCount}
            </span>
          )}
          <ToggleButton
            isSelected={favorite}
            onChange={(next) => {
              if (!controlled) setOwnFavorite(next);
              onFavoriteChange?.(next);
            }}
            isDisabled={isFavoritePending}
            aria-label={favoriteLabel}
            aria-describedby={shownCount === undefined ? undefined : countId}
            className={cn(
              focusRing,
              "inline-flex size-10 cursor-pointer items-center justify-center rounded-full border border-border-strong bg-surface-raised text-fg",
              "transition-colors duration-150 motion-reduce:transition-none",
              "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken",
              "data-[selected]:border-danger data-[selected]:bg-danger-subtle data-[selected]:text-danger",
              "data-[disabled]:cursor-wait",
              "forced-colors:border-[ButtonBorder] forced-colors:data-[selected]:bg-[Highlight] forced-colors:data-[selected]:text-[HighlightText] forced-colors:data-[selected]:forced-color-adjust-none",
            )}
          >
            {({ isSelected }) => <Heart aria-hidden="true" className={cn("size-5", isSelected && "fill-current")} />}
          </ToggleButton>
        </div>
      </div>
      {description ? <p className="line-clamp-3 text-small text-fg-muted text-pretty">{description}</p> : null}
      {domainCategories.length + businessCategories.length > 0 ? (
        <ul className="mt-auto flex flex-wrap gap-1.5">
          {domainCategories.map((category) => (
            <li key={`domain-${category}`} className="max-w-full">
              <Badge size="sm" variant="accent">
                {category}
              </Badge>
            </li>
          ))}
          {businessCategories.map((category) => (
            <li key={`business-${category}`} className="max-w-full">
              <Badge size="sm">{category}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
