import { zipSync } from "fflate";
import type { Queryable } from "../db/db.js";
import { notFound } from "../errors.js";
import { EXPORTED } from "./learner-data-tables.js";

const README = `Your data from Campus
=====================

This archive holds everything Campus keeps about your account, as JSON files you can open with any text editor,
and the files you sent with your final works. Times are in UTC (ISO 8601).

- account.json: your account, organization and preferences
- progress.json: the courses you joined and the lessons you completed
- activity-days.json: the days you learned, for your streak
- closed-test-attempts.json, closed-test-checks.json: your closed tests and their results
- certificates.json: the certificates you were issued
- course-reviews.json: your ratings of courses
- final-works.json, final-work-history.json, final-work-drafts.json: your final works, their reviews and drafts
- files/: the files you sent with your final works
- promptbook.json: the prompts you saved
- favorite-tools.json: your favourite AI tools
- notifications.json: the notifications Campus showed you
- mails.json: the emails Campus sent you
- staff-actions-about-you.json: what the provider's staff changed on your account
- sign-ins.json: your sign-in sessions (when they started and ended)
`;

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/** A file name that stays one entry of the archive, whatever the learner called the file. */
const safeName = (name: string) =>
  [...name]
    .map((c) => (c === "/" || c === "\\" || c.charCodeAt(0) < 0x20 ? "_" : c))
    .join("")
    .slice(0, 150) || "file";

/**
 * Everything the campus holds about one account, as a zip of JSON and files readable without the campus (GDPR
 * articles 15 and 20). Secrets that open the account (password hash, one-time links and codes) are left out.
 */
export async function learnerExport(db: Queryable, userId: string): Promise<{ zip: Uint8Array; name: string }> {
  const [account] = await db.query<Record<string, unknown> & { email: string }>(
    `select u.id, u.email, u.first_name, u.last_name, u.avatar, u.rank_stage, u.role, u.language, u.theme,
       u.tutorial_seen_at, u.created_at, u.invited_at, u.deactivated_at, u.is_demo,
       json_build_object('id', o.id, 'name', o.name) as organization
     from users u join organizations o on o.id = u.organization_id where u.id = $1`,
    [userId],
  );
  if (!account) throw notFound("Account");
  const entries: Record<string, Uint8Array> = { "README.txt": new TextEncoder().encode(README) };
  entries["account.json"] = json(account);
  for (const { table, column, file } of EXPORTED) {
    // Table and column names come from the list above, never from a request.
    entries[file] = json(await db.query(`select * from ${table} where ${column} = $1`, [userId]));
  }
  entries["final-work-history.json"] = json(
    await db.query(
      `select h.* from exam_submit_history h join exam_submits s on s.id = h.submit_id
       where s.user_id = $1 order by h.archived_at`,
      [userId],
    ),
  );
  const files = await db.query<{ id: string; submit_id: string; name: string; content: Uint8Array }>(
    `select f.id, f.submit_id, f.name, f.content from exam_submit_files f join exam_submits s on s.id = f.submit_id
     where s.user_id = $1`,
    [userId],
  );
  for (const file of files) {
    entries[`files/${file.submit_id}/${file.id}-${safeName(file.name)}`] = new Uint8Array(file.content);
  }
  const date = new Date().toISOString().slice(0, 10);
  return { zip: zipSync(entries, { level: 6 }), name: `campus-data-${safeName(account.email)}-${date}.zip` };
}
