import { useId } from "react";
import { cn } from "../../lib/cn";
import { Badge } from "../badge";
import { CardTitle, cardFrame, type HeadingLevel } from "../course-card/card-parts";
import { FavoriteToggle } from "./favorite-toggle";
import { useFavorite } from "./use-favorite";

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
  /**
   * The sentence that says what the count is, given the shown count, e.g.
   * `(count) => t("tools.favorite.count", { count })`; it describes the toggle. Without it the bare number does.
   */
  formatFavorites?: (count: number) => string;
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
  formatFavorites,
  isFavoritePending = false,
  href,
  onOpen,
  headingLevel,
  className,
}: ToolCardProps) {
  const countId = useId();
  const { favorite, shownCount, toggle } = useFavorite({
    isFavorite,
    defaultFavorite,
    onFavoriteChange,
    favoritesCount,
  });
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
        <FavoriteToggle
          countId={countId}
          favorite={favorite}
          shownCount={shownCount}
          countLabel={shownCount === undefined ? undefined : formatFavorites?.(shownCount)}
          onToggle={toggle}
          isPending={isFavoritePending}
          label={favoriteLabel}
        />
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
