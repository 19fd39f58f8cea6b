import type { Db } from "../src/db/db.js";

/** An account of its own (the demo learner's password), named as a test needs: Polish letters, a language. */
export async function accountNamed(
  db: Db,
  id: string,
  named: { firstName: string; lastName: string; email?: string; language?: "pl" | "en"; role?: "learner" | "staff" },
): Promise<string> {
  const email = named.email ?? `${id}@example.com`;
  await db.query(
    `insert into users (id, email, password_hash, first_name, last_name, rank_stage, role, language, organization_id)
     select $1, $2, password_hash, $3, $4, 2, $5, $6, organization_id from users where id = 'u-learner'`,
    [id, email, named.firstName, named.lastName, named.role ?? "learner", named.language ?? null],
  );
  return email;
}

export interface WorkSeed {
  id: string;
  userId: string;
  courseId: string;
  taskId: string;
  status?: "pending" | "approved" | "rejected";
  sentAt: Date | string;
  text?: string;
  feedback?: string | null;
  reviewedBy?: string | null;
}

/** A final work as a learner's send (and a reviewer's verdict) would leave it, with the task as it read. */
export async function seedWork(db: Db, work: WorkSeed): Promise<void> {
  const decided = (work.status ?? "pending") !== "pending";
  await db.query(
    `insert into exam_submits (id, user_id, course_id, exam_task_id, status, text, feedback, reviewed_by, sent_at,
       created_at, updated_at, reviewed_at, version, task_i18n)
     select $1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $9, case when $10::boolean then $9::timestamptz + interval '1 day' end,
       case when $10::boolean then 2 else 1 end, t.i18n
     from exam_tasks t where t.id = $4`,
    [
      work.id,
      work.userId,
      work.courseId,
      work.taskId,
      work.status ?? "pending",
      work.text ?? `<p>Answer ${work.id}</p>`,
      work.feedback ?? null,
      work.reviewedBy ?? (decided ? "u-staff" : null),
      new Date(work.sentAt),
      decided,
    ],
  );
}

/** `hours` before now. */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
