import { ExternalLink } from "lucide-react";
import { cn } from "../../lib/cn";
import { Badge } from "../badge";
import { CardTitle, cardFrame, type HeadingLevel } from "../course-card/card-parts";

export interface CommunityCardProps {
  /** The card's category, e.g. "Discord". */
  category: string;
  /** The card title, e.g. the channel or event. */
  title: string;
  /** Tags shown as "#tag"; pass them without the hash. */
  hashes?: string[];
  /** Background image URL (decorative). */
  backgroundImage?: string;
  /** The external page (e.g. the Discord channel); opens in a new tab. */
  url?: string;
  /** Read after the title, e.g. "(otwiera się w nowej karcie)". */
  newTabLabel?: string;
  /** A card that cannot be opened yet: no link, greyed image, and `disabledLabel` says why. */
  isDisabled?: boolean;
  /** Shown on a disabled card, e.g. "Wkrótce". */
  disabledLabel?: string;
  /** The heading level of the title within the page (default 3). */
  headingLevel?: HeadingLevel;
  /** Extra classes for the card, e.g. its width in a grid. */
  className?: string;
}

/**
 * A community link (Discord channel, event, group) over a background image. The text sits on a solid hero
 * panel rather than on the image, so it keeps its contrast whatever the image is.
 */
export function CommunityCard({
  category,
  title,
  hashes = [],
  backgroundImage,
  url,
  newTabLabel,
  isDisabled = false,
  disabledLabel,
  headingLevel,
  className,
}: CommunityCardProps) {
  const canOpen = !isDisabled && url !== undefined;
  return (
    <article
      data-disabled={isDisabled || undefined}
      className={cn(cardFrame, "isolate min-h-64 justify-end bg-hero text-hero-fg", className)}
    >
      {backgroundImage ? (
        <img
          src={backgroundImage}
          alt=""
          loading="lazy"
          decoding="async"
          className={cn("absolute inset-0 -z-10 size-full object-cover", isDisabled && "opacity-60 grayscale")}
        />
      ) : null}
      <div className="flex items-start justify-between gap-2 p-4">
        <Badge size="sm">{category}</Badge>
        {isDisabled && disabledLabel ? (
          <Badge size="sm" variant="warning">
            {disabledLabel}
          </Badge>
        ) : null}
      </div>
      <div className="mt-auto flex flex-col gap-2 bg-hero p-4">
        <CardTitle
          level={headingLevel}
          className="text-heading"
          link={canOpen && { href: url, external: true, newTabLabel, className: "text-hero-fg" }}
        >
          {title}
          {canOpen ? <ExternalLink aria-hidden="true" className="ml-2 inline size-4 align-[-0.05em]" /> : null}
        </CardTitle>
        {hashes.length > 0 ? (
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-small font-medium text-hero-fg">
            {hashes.map((hash) => (
              <li key={hash} className="break-all">
                #{hash}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
