import type { ReactNode } from "react";
import { Link } from "react-aria-components";
import { cn } from "../../lib/cn";
import { ProgressBar } from "../progress-bar";

/**
 * The frame shared by the content cards. The card's one link is stretched over the whole card (see
 * `CardLink`), so the frame shows the link's hover and keyboard focus instead of the link itself.
 */
export const cardFrame = cn(
  "group/card relative flex min-w-0 flex-col overflow-hidden rounded-card border-frame border-border bg-surface-raised text-fg",
  "transition-[border-color,box-shadow] duration-150 motion-reduce:transition-none",
  "has-[a[data-hovered]]:border-border-hover has-[a[data-hovered]]:shadow-md",
  "has-[a[data-focus-visible]]:outline-2 has-[a[data-focus-visible]]:outline-offset-2 has-[a[data-focus-visible]]:outline-solid has-[a[data-focus-visible]]:outline-focus",
  "forced-colors:border-[CanvasText]",
);

export type HeadingLevel = 2 | 3 | 4;

export interface CardLinkProps {
  /** Where the card leads. */
  href?: string;
  /** Called when the card is opened (click, Enter); for routers that navigate in code. */
  onPress?: () => void;
  /** Opens the target in a new tab, announced by `newTabLabel`. */
  external?: boolean;
  /** Read by screen readers after the link text when `external` is set, e.g. "(otwiera się w nowej karcie)". */
  newTabLabel?: string;
  /** The link text: the card's title. */
  children: ReactNode;
  /** Extra classes for the link text. */
  className?: string;
}

/**
 * The card's only link, stretched over the whole card with a pseudo-element so the entire card is one
 * click target while screen readers hear just the title. Controls that must stay pressable on their own
 * (a favourite toggle) sit above it with `relative z-10`.
 */
export function CardLink({ href, onPress, external, newTabLabel, children, className }: CardLinkProps) {
  return (
    <Link
      href={href}
      onPress={onPress}
      target={external ? "_blank" : undefined}
      rel={external ? "noopener noreferrer" : undefined}
      className={cn(
        "block min-h-6 cursor-pointer text-fg no-underline outline-none after:absolute after:inset-0 after:content-['']",
        "data-[hovered]:underline data-[hovered]:decoration-2 data-[hovered]:underline-offset-4",
        className,
      )}
    >
      {children}
      {external && newTabLabel ? (
        <>
          {" "}
          <span className="sr-only">{newTabLabel}</span>
        </>
      ) : null}
    </Link>
  );
}

/** The card title: a stretched link when the card opens, plain text when it cannot. */
export function CardTitle({
  level = 3,
  className,
  link,
  children,
}: {
  /** Heading level within the page (default 3). */
  level?: HeadingLevel;
  /** Extra classes for the heading. */
  className?: string;
  /** Makes the title the card's stretched link; `false` or nothing when the card cannot be opened. */
  link?: Omit<CardLinkProps, "children"> | false;
  /** The title text, e.g. "Podstawy AI". */
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <Heading className={cn("text-lead font-semibold text-pretty break-words", className)}>
      {link ? <CardLink {...link}>{children}</CardLink> : children}
    </Heading>
  );
}

/** A cover image; decorative unless `alt` is given, since the title already names the card. */
export function CardImage({
  src,
  alt = "",
  className,
  children,
  loading = "lazy",
}: {
  /** Image URL; without it the frame shows an empty sunken surface. */
  src?: string;
  /** Text alternative; leave out when the image only decorates (the title names the card). */
  alt?: string;
  /** Extra classes for the image frame, e.g. another aspect ratio. */
  className?: string;
  /** Drawn over the image, e.g. an access label in a corner. */
  children?: ReactNode;
  /**
   * When the browser fetches the image: `lazy` (the default) as the card nears the screen, as cards mostly come in
   * lists running below it; `eager` for a card that is a page's first sight.
   */
  loading?: "lazy" | "eager";
}) {
  return (
    <div className={cn("relative aspect-[16/9] overflow-hidden bg-surface-sunken", className)}>
      {src ? <img src={src} alt={alt} loading={loading} decoding="async" className="size-full object-cover" /> : null}
      {children}
    </div>
  );
}

/**
 * The learner's progress pinned to the bottom of a card. Without a visible label the bar is named by the
 * card's title, so a list of cards never reads as a row of unnamed bars.
 */
export function CardProgress({
  value,
  label,
  valueLabel,
  title,
}: {
  /** Progress from 0 to 100; `undefined` (not started) draws no bar. */
  value: number | undefined;
  /** Visible label above the bar, e.g. "Postęp"; without it the bar is named by `title`. */
  label: string | undefined;
  /** Value text instead of the percentage, e.g. "4 z 10 lekcji". */
  valueLabel: string | undefined;
  /** The card's title, the bar's accessible name when there is no `label`. */
  title: string;
}) {
  if (value === undefined) return null;
  return (
    <ProgressBar
      className="mt-auto"
      value={value}
      label={label}
      valueLabel={valueLabel}
      aria-label={label ? undefined : title}
    />
  );
}
