import { ArrowRight, Gift } from "lucide-react";
import { cn } from "../../lib/cn";
import { Badge } from "../badge";
import { CardTitle, cardFrame, type HeadingLevel } from "../course-card/card-parts";

export interface PartnerCardProps {
  /** The partner's name. */
  name: string;
  /** Logo URL; decorative, since the name follows it. */
  logoSrc?: string;
  /** The partner category, e.g. "Szkolenia". */
  category?: string;
  /** What the learner gets, e.g. "20% zniżki na roczną subskrypcję". */
  benefit: string;
  /** The partner (benefit) page. */
  href?: string;
  /** Called when the card is opened. */
  onOpen?: () => void;
  /** A visible call to action under the benefit, e.g. "Zobacz ofertę"; the name stays the link's name. */
  linkLabel?: string;
  /** Opens `href` in a new tab (a partner's own site). */
  external?: boolean;
  /** Read after the name when `external`, e.g. "(otwiera się w nowej karcie)". */
  newTabLabel?: string;
  /** The heading level of the name within the page (default 3). */
  headingLevel?: HeadingLevel;
  /** Extra classes for the card, e.g. its width in a grid. */
  className?: string;
}

/** A partner of the benefits page: logo, name, category and the benefit it offers learners. */
export function PartnerCard({
  name,
  logoSrc,
  category,
  benefit,
  href,
  onOpen,
  linkLabel,
  external,
  newTabLabel,
  headingLevel,
  className,
}: PartnerCardProps) {
  const canOpen = href !== undefined || onOpen !== undefined;
  return (
    <article className={cn(cardFrame, "gap-4 p-4", className)}>
      <div className="flex items-center gap-3">
        <span className="grid h-16 w-24 shrink-0 place-items-center overflow-hidden rounded-control border border-border bg-surface p-2">
          {logoSrc ? (
            <img
              src={logoSrc}
              alt=""
              loading="lazy"
              decoding="async"
              className="max-h-full max-w-full object-contain"
            />
          ) : null}
        </span>
        <div className="flex min-w-0 flex-col items-start gap-1.5">
          {category ? <Badge size="sm">{category}</Badge> : null}
          <CardTitle level={headingLevel} link={canOpen && { href, onPress: onOpen, external, newTabLabel }}>
            {name}
          </CardTitle>
        </div>
      </div>
      <p className="flex items-start gap-2 rounded-control bg-accent-subtle p-3 text-small font-medium text-fg border-edge border-border">
        <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
        <span className="min-w-0 text-pretty break-words">{benefit}</span>
      </p>
      {canOpen && linkLabel ? (
        // The stretched name link already leads here; this is the visible cue, hidden from screen readers.
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1 self-start text-small font-semibold text-accent-text group-has-[a[data-hovered]]/card:underline"
        >
          {linkLabel}
          <ArrowRight className="size-4" />
        </span>
      ) : null}
    </article>
  );
}
