import type { ReviewQueueItem } from "@campus/contract";
import type { ReviewQueueFilter } from "./queue-address";
import { ClaimNote, LearnerEmail, SentAt, WorkLink, WorkState } from "./queue-item-parts";

/**
 * The queue on a phone: one card per work, in the table's order, the learner's name its heading and its way
 * to the work; the state comes first after the name, as what a reviewer scans for.
 */
export function QueueCards({ items, filter }: { items: readonly ReviewQueueItem[]; filter: ReviewQueueFilter }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li
          key={item._id}
          className="flex min-w-0 flex-col gap-3 rounded-card border-frame border-border bg-surface-raised p-4 text-fg shadow-sm"
        >
          <div className="flex flex-col gap-1">
            <h3 className="text-body">
              <WorkLink item={item} filter={filter} />
            </h3>
            <LearnerEmail email={item.learner.email} />
          </div>
          <div className="flex flex-col items-start gap-2">
            <WorkState item={item} />
            <ClaimNote claim={item.claim} />
          </div>
          <div className="flex flex-col gap-1 border-t border-border pt-3">
            <span className="text-small text-fg-muted [overflow-wrap:anywhere]">{item.course.title}</span>
            <span className="[overflow-wrap:anywhere]">{item.task.title}</span>
            <span className="text-small text-fg-muted">
              <SentAt iso={item.sentAt} worded />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
