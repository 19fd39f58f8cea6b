import { REVIEW_CLAIM_MINUTES, type ReviewClaim } from "@campus/contract";
import type { Db, Queryable } from "../db/db.js";
import { notFound } from "../errors.js";
import { recordAudit, staffActor } from "./audit.js";
import { reviewerOf, workClaimed, workDecided } from "./review-refusals.js";

/** The reviewer making a call: their account, as a claim names them, and as the audit log does. */
export interface ReviewingStaff {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Holds a pending work for the caller for `REVIEW_CLAIM_MINUTES`, or renews their own claim (the console calls again
 * every `REVIEW_CLAIM_RENEW_MINUTES` while the work is open). A quarter of an hour is long enough to read a work and
 * write its feedback between two renewals, and short enough that a reviewer who closed the tab does not keep the
 * work from others for long. Another reviewer's claim that has not run out is refused (409 `reviewClaimed`) unless
 * `takeOver`, which takes it and says so in the audit log. The row is locked while this is decided, so two claims
 * at once end with one holder.
 */
export function claimWork(db: Db, submitId: string, staff: ReviewingStaff, takeOver: boolean): Promise<ReviewClaim> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      user_id: string;
      status: "pending" | "approved" | "rejected";
      held_by: string | null;
      held_until: Date | null;
      holder_first_name: string | null;
      holder_last_name: string | null;
      reviewed_by: string | null;
      reviewer_first_name: string | null;
      reviewer_last_name: string | null;
    }>(
      `select s.user_id, s.status, cu.id as held_by, s.claimed_until as held_until,
         cu.first_name as holder_first_name, cu.last_name as holder_last_name,
         s.reviewed_by, ru.first_name as reviewer_first_name, ru.last_name as reviewer_last_name
       from exam_submits s left join users cu on cu.id = s.claimed_by and s.claimed_until > now()
         left join users ru on ru.id = s.reviewed_by
       where s.id = $1 for update of s`,
      [submitId],
    );
    if (!row) throw notFound("Final work");
    if (row.status !== "pending")
      throw workDecided(row.status, reviewerOf(row.reviewed_by, row.reviewer_first_name, row.reviewer_last_name));
    const holder = reviewerOf(row.held_by, row.holder_first_name, row.holder_last_name);
    const another = holder !== null && holder._id !== staff.id;
    if (another && !takeOver) throw workClaimed(holder, new Date(row.held_until as Date));
    const [claimed] = await tx.query<{ claimed_until: Date }>(
      `update exam_submits set claimed_by = $2, claimed_until = now() + make_interval(mins => $3)
       where id = $1 returning claimed_until`,
      [submitId, staff.id, REVIEW_CLAIM_MINUTES],
    );
    if (another) {
      await recordAudit(
        tx,
        staffActor(staff),
        "final-work.take-over",
        { userId: row.user_id },
        { submitId, from: holder, heldUntil: new Date(row.held_until as Date).toISOString() },
      );
    }
    return {
      reviewer: { _id: staff.id, firstName: staff.firstName, lastName: staff.lastName },
      until: new Date(claimed?.claimed_until as Date).toISOString(),
      mine: true,
    };
  });
}

/** Lets go of the caller's own claim on a work; anyone else's stays. Unknown works are not found. */
export async function releaseWork(db: Queryable, submitId: string, staffId: string): Promise<void> {
  const [work] = await db.query<{ found: boolean }>(
    `with released as (
       update exam_submits set claimed_by = null, claimed_until = null where id = $1 and claimed_by = $2 returning id
     ) select exists (select 1 from exam_submits where id = $1) as found`,
    [submitId, staffId],
  );
  if (!work?.found) throw notFound("Final work");
}
