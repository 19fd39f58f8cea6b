import type { ReviewQueueItem } from "@campus/contract";
import { useTranslation } from "react-i18next";
import type { ReviewQueueFilter } from "./queue-address";
import { ClaimNote, LearnerEmail, SentAt, WorkLink, WorkState } from "./queue-item-parts";

const headCell = "px-4 py-3 text-start text-small font-semibold text-fg-muted";
const cell = "px-4 py-4 align-top";

/**
 * The queue on the desktop: a table whose caption says which queue and page it is, one row per work, the
 * learner's name heading the row and leading to the work.
 */
export function QueueTable({
  items,
  filter,
  caption,
}: {
  items: readonly ReviewQueueItem[];
  filter: ReviewQueueFilter;
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-hidden rounded-card border-frame border-border bg-surface-raised shadow-lg">
      <table className="w-full table-fixed border-collapse text-body text-fg">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-[28%]" />
          <col className="w-[34%]" />
          <col className="w-[16%]" />
          <col className="w-[22%]" />
        </colgroup>
        <thead className="border-b border-border bg-surface-sunken">
          <tr>
            <th scope="col" className={headCell}>
              {t("review.queue.columns.learner")}
            </th>
            <th scope="col" className={headCell}>
              {t("review.queue.columns.work")}
            </th>
            <th scope="col" className={headCell}>
              {t("review.queue.columns.sent")}
            </th>
            <th scope="col" className={headCell}>
              {t("review.queue.columns.state")}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item._id} className="border-b border-border last:border-b-0">
              <th scope="row" className={`${cell} text-start font-normal`}>
                <div className="flex flex-col items-start gap-1">
                  <WorkLink item={item} filter={filter} />
                  <LearnerEmail email={item.learner.email} />
                </div>
              </th>
              <td className={cell}>
                <div className="flex flex-col gap-1">
                  <span className="text-small text-fg-muted [overflow-wrap:anywhere]">{item.course.title}</span>
                  <span className="[overflow-wrap:anywhere]">{item.task.title}</span>
                </div>
              </td>
              <td className={`${cell} text-small`}>
                <SentAt iso={item.sentAt} />
              </td>
              <td className={cell}>
                <div className="flex flex-col items-start gap-2">
                  <WorkState item={item} />
                  <ClaimNote claim={item.claim} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
