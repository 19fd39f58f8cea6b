/**
 * The Campus AI logo: a mark in the accent role and the name in the text colour, so both themes (and
 * forced colours) draw it. Decorative: the link or heading around it carries the name.
 */
export function CampusLogo({
  className,
}: {
  /** Extra classes for the SVG, e.g. `h-7 w-auto` to scale it. */
  className?: string;
}) {
  return (
    // The name is text, so a learner's wider letter spacing (WCAG 1.4.12) widens it past the box: it is shown
    // there rather than cut off.
    <svg viewBox="0 0 150 32" width="150" height="32" aria-hidden="true" overflow="visible" className={className}>
      <rect x="0" y="2" width="28" height="28" rx="8" className="fill-accent" />
      <path
        d="M19 11.5a6.5 6.5 0 1 0 0 9"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        className="stroke-accent-fg"
      />
      <text x="36" y="23" fontSize="19" fontWeight="700" className="fill-fg" fontFamily="Inter Variable, sans-serif">
        Campus AI
      </text>
    </svg>
  );
}
