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
  // One statement for every table (the list above names them; nothing comes from a request), one for the files.
  const parts = EXPORTED.map(
    ({ table, column }, i) =>
      `'${i}', (select coalesce(json_agg(t), '[]'::json) from ${table} t where t.${column} = u.id)`,
  );
  const [account] = await db.query<{ account: { email: string }; tables: Record<string, unknown>; history: unknown }>(
    `select json_build_object('id', u.id, 'email', u.email, 'first_name', u.first_name, 'last_name', u.last_name,
         'avatar', u.avatar, 'rank_stage', u.rank_stage, 'role', u.role, 'language', u.language, 'theme', u.theme,
         'tutorial_seen_at', u.tutorial_seen_at, 'created_at', u.created_at, 'invited_at', u.invited_at,
         'deactivated_at', u.deactivated_at, 'is_demo', u.is_demo,
         'organization', json_build_object('id', o.id, 'name', o.name)) as account,
       json_build_object(${parts.join(", ")}) as tables,
       (select coalesce(json_agg(h order by h.archived_at), '[]'::json) from exam_submit_history h
        join exam_submits s on s.id = h.submit_id where s.user_id = u.id) as history
     from users u join organizations o on o.id = u.organization_id where u.id = $1`,
    [userId],
  );
  if (!account) throw notFound("Account");
  const entries: Record<string, Uint8Array> = { "README.txt": new TextEncoder().encode(README) };
  entries["account.json"] = json(account.account);
  EXPORTED.forEach(({ file }, i) => {
    entries[file] = json(account.tables[String(i)]);
  });
  entries["final-work-history.json"] = json(account.history);
  const files = await db.query<{ id: string; submit_id: string; name: string; content: Uint8Array }>(
    `select f.id, f.submit_id, f.name, f.content from exam_submit_files f join exam_submits s on s.id = f.submit_id
     where s.user_id = $1`,
    [userId],
  );
  for (const file of files) {
    entries[`files/${file.submit_id}/${file.id}-${safeName(file.name)}`] = new Uint8Array(file.content);
  }
  const date = new Date().toISOString().slice(0, 10);
  return { zip: zipSync(entries, { level: 6 }), name: `campus-data-${safeName(account.account.email)}-${date}.zip` };
}
