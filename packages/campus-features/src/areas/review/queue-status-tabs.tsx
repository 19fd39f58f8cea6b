import type { ReviewStatusCounts, SubmitStatus } from "@campus/contract";
import { Badge, badgeVariants, cn, Tab, TabList, TabPanel, Tabs } from "@campus/design-system";
import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { queueStatuses } from "./queue-address";

/**
 * The queue's status as tabs (pending, approved, needs correction), each with its count under the other filters,
 * pending also with how many are overdue; `children` is the chosen status's list. Arrows move between the tabs and
 * Enter or Space chooses one: each choice is a new address and a call, so moving focus alone does not make one.
 */
export function QueueStatusTabs({
  status,
  counts,
  onChange,
  children,
}: {
  status: SubmitStatus;
  /** Unknown until the first answer. */
  counts: ReviewStatusCounts | undefined;
  onChange: (status: SubmitStatus) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  /** How many pending works are overdue, for the pending tab (0 for the others, or none). */
  const overdue = (each: SubmitStatus) => (each === "pending" && counts ? counts.overdue : 0);
  return (
    <Tabs
      selectedKey={status}
      keyboardActivation="manual"
      onSelectionChange={(key) => {
        const chosen = queueStatuses.find((each) => each === key);
        if (chosen && chosen !== status) onChange(chosen);
      }}
      className="gap-5"
    >
      {/* On a raised strip of its own: the tabs may stand on the hero band or below it. */}
      <div className="rounded-card border-frame border-border bg-surface-raised px-2 pt-2 shadow-lg">
        <TabList
          aria-label={t("review.queue.status.label")}
          className="grid grid-cols-3 border-b-0 desktop:flex desktop:gap-2"
        >
          {queueStatuses.map((each) => (
            <Tab
              key={each}
              id={each}
              className="min-w-0 whitespace-normal px-2 text-center desktop:px-4 desktop:text-start"
            >
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
            </Tab>
          ))}
        </TabList>
      </div>
      {queueStatuses.map((each) => (
        <TabPanel key={each} id={each} className="outline-offset-4">
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
