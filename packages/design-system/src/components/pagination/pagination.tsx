import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";

export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  /** Number of items in the whole list (e.g. 47 tools). */
  totalItems: number;
  /** Items per page (the campus lists use 9, a module's course list 12). */
  pageSize: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Pre-formatted summary such as "Wyświetlono 9 z 47"; announced politely when the page changes. */
  summary?: ReactNode;
  /** Accessible name of the navigation landmark, e.g. "Strony wyników". */
  label: string;
  /** Name of the previous-page button, e.g. "Poprzednia strona". */
  previousLabel: string;
  /** Name of the next-page button, e.g. "Następna strona". */
  nextLabel: string;
  /** Name of a page button, e.g. `(page) => \`Strona ${page}\``. */
  pageLabel: (page: number) => string;
  /** Pages shown on each side of the current one before the list is shortened with an ellipsis. */
  siblingCount?: number;
  /** Extra classes for the pagination navigation. */
  className?: string;
};

/** The pages to show: first, last, and a window around the current page, with `"gap"` for the ellipses. */
export function pageItems(page: number, pageCount: number, siblingCount = 1): (number | "gap")[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  // First, last, the window and two gaps: a constant number of slots, so the control does not change width.
  const slots = siblingCount * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);
  const gapBefore = page - siblingCount > 3;
  const gapAfter = page + siblingCount < pageCount - 2;
  if (!gapBefore) return [...range(1, slots - 2), "gap", pageCount];
  if (!gapAfter) return [1, "gap", ...range(pageCount - (slots - 3), pageCount)];
  return [1, "gap", ...range(page - siblingCount, page + siblingCount), "gap", pageCount];
}

const itemStyles = cn(
  focusRing,
  "inline-flex h-10 min-w-10 cursor-pointer items-center justify-center gap-1 rounded-control border border-transparent px-2 text-body font-medium text-fg",
  "data-[hovered]:bg-surface-sunken data-[hovered]:border-border-strong data-[pressed]:bg-surface-sunken",
  "data-[disabled]:cursor-not-allowed data-[disabled]:text-fg-disabled data-[disabled]:bg-transparent data-[disabled]:border-transparent",
  "forced-colors:data-[disabled]:text-[GrayText]",
);

/**
 * Pages of a list. The current page is marked with `aria-current="page"` and a filled look; the previous
 * and next buttons are disabled at the ends rather than hidden, so the layout does not jump.
 */
export function Pagination({
  page,
  totalItems,
  pageSize,
  onPageChange,
  summary,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  siblingCount = 1,
  className,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(totalItems / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav aria-label={label} className={cn("flex flex-col items-center gap-3", className)}>
      {summary ? (
        <p aria-live="polite" className="text-small text-fg-muted">
          {summary}
        </p>
      ) : null}
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Button
            aria-label={previousLabel}
            isDisabled={current <= 1}
            onPress={() => onPageChange(current - 1)}
            className={itemStyles}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
        </li>
        {pageItems(current, pageCount, siblingCount).map((item, index) =>
          item === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has no identity of its own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-fg-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                aria-label={pageLabel(item)}
                aria-current={item === current ? "page" : undefined}
                onPress={() => {
                  if (item !== current) onPageChange(item);
                }}
                className={cn(
                  itemStyles,
                  item === current &&
                    "border-accent bg-accent font-semibold text-accent-fg data-[hovered]:border-accent data-[hovered]:bg-accent-hover forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none",
                )}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            aria-label={nextLabel}
            isDisabled={current >= pageCount}
            onPress={() => onPageChange(current + 1)}
            className={itemStyles}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
