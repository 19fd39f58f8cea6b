import type { ReviewStatusCounts, SubmitStatus } from "@campus/contract";
import { Badge, badgeVariants, cn } from "@campus/design-system";
import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { queueStatuses } from "./queue-address";

/** A status's link, drawn as a tab: the chosen one underlined and bold, so it is told apart without colour. */
const statusLook = [
  "relative -mb-px block min-w-0 cursor-pointer rounded-t-control border-b-[3px] border-transparent px-2 py-2.5 text-center text-body font-medium text-fg-muted transition-colors duration-150 desktop:px-4 desktop:text-start",
  "hover:border-border-strong hover:text-fg",
  "aria-[current=page]:border-accent aria-[current=page]:font-semibold aria-[current=page]:text-accent-text",
  "outline-none focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-solid focus-visible:outline-focus",
  "forced-colors:aria-[current=page]:border-[Highlight]",
].join(" ");

/**
 * The queue's statuses (pending, approved, needs correction), each a link to the queue of that status under the
 * same filters, with its count, pending also with how many are overdue; `children` is the chosen status's list.
 * Each status is an address of its own, so they are links in a navigation (the chosen one `aria-current`), which
 * the browser's history, a new tab and a shared link all keep.
 */
export function QueueStatusTabs({
  status,
  counts,
  addressOf,
  children,
}: {
  status: SubmitStatus;
  /** Unknown until the first answer. */
  counts: ReviewStatusCounts | undefined;
  /** The queue's address for a status (its first page). */
  addressOf: (status: SubmitStatus) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  /** How many pending works are overdue, for the pending tab (0 for the others, or none). */
  const overdue = (each: SubmitStatus) => (each === "pending" && counts ? counts.overdue : 0);
  return (
    <div className="flex flex-col gap-5">
      {/* On a raised strip of its own: the statuses may stand on the hero band or below it. */}
      <nav
        aria-label={t("review.queue.status.label")}
        className="rounded-card border-frame border-border bg-surface-raised px-2 pt-2 shadow-lg"
      >
        <ul className="grid grid-cols-3 gap-1 desktop:flex desktop:gap-2">
          {queueStatuses.map((each) => (
            <li key={each} className="min-w-0">
              <Link to={addressOf(each)} aria-current={each === status ? "page" : undefined} className={statusLook}>
                <span className="flex flex-col items-center gap-1.5 desktop:flex-row desktop:gap-2">
                  <span className="inline-flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
                    <span>{t(`review.queue.status.${each}`)}</span>
                    {/* Its place kept while the counts load, so the tabs do not grow when they come. */}
                    {counts ? (
                      <Badge size="sm">{counts[each]}</Badge>
                    ) : (
                      <span aria-hidden="true" className={cn(badgeVariants({ size: "sm" }), "invisible")}>
                        0
                      </span>
                    )}
                  </span>
                  {overdue(each) ? (
                    // A badge on the desktop; on a phone's narrow tab, words that may wrap rather than be cut.
                    <span className="inline-flex items-start gap-1 text-caption font-semibold text-danger desktop:items-center desktop:rounded-full desktop:border desktop:border-transparent desktop:bg-danger-subtle desktop:px-2 desktop:py-1 desktop:leading-none hc:desktop:border-current forced-colors:desktop:border-[CanvasText]">
                      <TriangleAlert aria-hidden="true" className="mt-px size-[1.1em] shrink-0 desktop:mt-0" />
                      {/* Read as "Do oceny 4, 2 po terminie", not as two numbers in a row. */}
                      <span className="sr-only">, </span>
                      <span className="min-w-0">{t("review.queue.status.overdue", { count: overdue(each) })}</span>
                    </span>
                  ) : each === "pending" ? (
                    // The line kept on a phone, where the overdue words stand under the count.
                    <span aria-hidden="true" className="invisible text-caption desktop:hidden">
                      –
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
