import type { Queryable } from "../db/db.js";

/**
 * A day of learning noted for the streak: a course continued, a tool used, or seconds spent studying (one row per
 * learner and day).
 */
export async function markActivity(
  db: Queryable,
  userId: string,
  change: "continued_course" | "used_tool" | { seconds: number },
) {
  if (typeof change === "string") {
    await db.query(
      `insert into activity_days (user_id, day, ${change}) values ($1, current_date, true)
       on conflict (user_id, day) do update set ${change} = true`,
      [userId],
    );
  } else {
    await db.query(
      `insert into activity_days (user_id, day, study_seconds) values ($1, current_date, $2)
       on conflict (user_id, day) do update set study_seconds = activity_days.study_seconds + $2`,
      [userId, change.seconds],
    );
  }
}
