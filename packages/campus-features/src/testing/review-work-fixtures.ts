import type { ReviewWork } from "@campus/contract";
import { approvedWork, claimedWork, colleague, longTextWork, work } from "./review-fixtures";

/**
 * The work page's own stories' data, beside the shared review fixtures: the work after the default one in its
 * queue (where a verdict leads), feedback being written, and feedback a few characters short of the limit.
 */

/** The work after `work()` in the pending queue (its `position.nextId`), the last of the queue's page. */
export const nextWork: ReviewWork = work({
  _id: "s-next",
  learner: { _id: "u-piotr", firstName: "Piotr", lastName: "Lewandowski", email: "piotr.lewandowski@example.com" },
  sentAt: "2026-11-20T14:05:00.000Z",
  dueAt: "2026-11-25T14:05:00.000Z",
  version: "1",
  text: "<p>Asystent przygotowuje szkice odpowiedzi na reklamacje, a konsultant je poprawia i wysyła.</p>",
  links: [],
  files: [],
  history: [],
  claim: null,
  position: { index: 5, total: 37, previousId: "s-writer", nextId: null },
});

/** The works of the work page's stories, each at its own id (the shared list holds the approved one at `s-writer`). */
export const workPageWorks: ReviewWork[] = [work(), claimedWork, longTextWork, nextWork];

/** The approved work, alone at `s-writer`: the page of a decided work. */
export const decidedWorks: ReviewWork[] = [approvedWork];

/** Feedback as a reviewer writes it, returning a work for correction. */
export const returnFeedback =
  "Dobry pomysł. Opisz jeszcze, kto w zespole zatwierdza odpowiedzi asystenta i jak sprawdzisz, że skraca czas obsługi.";

/** Feedback kept in the browser from before a reload. */
export const keptFeedback = "Schemat jest czytelny. Brakuje opisu, jakie dane klientów asystent przetwarza";

/** Polish feedback 40 characters short of `REVIEW_FEEDBACK_MAX` (4000). */
export const feedbackNearLimit =
  `${"Uwagi do projektu: opisz dokładniej dane, zgody i sposób mierzenia skuteczności. ".repeat(50)}`.slice(0, 3960);

/** Who decided the work under the reviewer in the conflict stories. */
export const decidedBy = colleague;
