import type { LearnerAccount, LearnerChangeBody, LearnersAnswer, LearnersQuery } from "@campus/contract";
import type { Db, Queryable } from "../db/db.js";
import { badRequest, conflict, notFound } from "../errors.js";
import { type Actor, recordAudit } from "./audit.js";
import { assertRankStage } from "./rank-stages.js";

/** An account as staff see it; `u` is the account and `o` its organization. */
const ACCOUNT = `u.id as "_id", u.email, u.first_name as "firstName", u.last_name as "lastName",
  json_build_object('_id', o.id, 'name', o.name) as organization, u.rank_stage as "rankStage", u.role, u.language,
  case when u.deactivated_at is not null then 'deactivated' when u.password_hash is null then 'invited'
    else 'active' end as status,
  to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;
const ACCOUNT_TABLES = "users u join organizations o on o.id = u.organization_id";

export async function learnerAccountById(db: Queryable, id: string): Promise<LearnerAccount> {
  const [account] = await db.query<LearnerAccount>(`select ${ACCOUNT} from ${ACCOUNT_TABLES} where u.id = $1`, [id]);
  if (!account) throw notFound("Account");
  return account;
}

const PAGE_SIZE = 50;

/**
 * A name's place in the list as a reader expects it: Polish letters beside their Latin ones ("Wójcik" before
 * "Wróbel"), whatever the database's collation. PostgreSQL's C collation (PGlite's, and many servers') compares bytes,
 * which put every name with a diacritic after all the others, and its lower() leaves "Ł" as it is.
 */
const POLISH = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ";
const LATIN = "acelnoszzacelnoszz";
const byName = (column: string) => `translate(lower(${column}), '${POLISH}', '${LATIN}'), ${column}`;

/** Accounts whose name or email holds the query (any letter case), of one organization or status, by name. */
export async function learnersPage(db: Queryable, query: LearnersQuery): Promise<LearnersAnswer> {
  const page = query.page ?? 1;
  const words = (query.query ?? "").trim();
  // The status is worked out in the inner select; the count is taken after every filter, the status's too.
  const rows = await db.query<LearnerAccount & { total: number; sort_last: string; sort_first: string }>(
    `select *, (count(*) over ())::int as total from (
       select ${ACCOUNT}, u.last_name as sort_last, u.first_name as sort_first from ${ACCOUNT_TABLES}
       where ($1 = '' or strpos(lower(u.email || ' ' || u.first_name || ' ' || u.last_name), lower($1)) > 0)
         and ($2::text is null or u.organization_id = $2)
     ) accounts where $3::text is null or status = $3
     order by ${byName("sort_last")}, ${byName("sort_first")}, "_id"
     limit $4 offset $5`,
    [words, query.organizationId ?? null, query.status ?? null, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return {
    learners: rows.map(({ total: _, sort_last: _l, sort_first: _f, ...account }) => account),
    total: rows[0]?.total ?? 0,
    page,
    pageSize: PAGE_SIZE,
  };
}

async function assertOrganization(db: Queryable, id: string): Promise<void> {
  const [found] = await db.query("select 1 from organizations where id = $1", [id]);
  if (!found) throw badRequest(`There is no organization "${id}".`);
}

/**
 * Changes a learner's rank stage or organization. Rank 1 sends them to onboarding (SPEC section 6), and the
 * organization's flags apply from their next call: both are read with every call.
 */
export function changeLearner(db: Db, actor: Actor, id: string, body: LearnerChangeBody): Promise<LearnerAccount> {
  return db.transaction(async (tx) => {
    const before = await learnerAccountById(tx, id);
    if (body.organizationId !== undefined) await assertOrganization(tx, body.organizationId);
    if (body.rankStage !== undefined) await assertRankStage(tx, body.rankStage);
    await tx.query(
      "update users set rank_stage = coalesce($2, rank_stage), organization_id = coalesce($3, organization_id) where id = $1",
      [id, body.rankStage ?? null, body.organizationId ?? null],
    );
    const after = await learnerAccountById(tx, id);
    await recordAudit(
      tx,
      actor,
      "learner.change",
      { userId: id },
      {
        before: { rankStage: before.rankStage, organizationId: before.organization._id },
        after: { rankStage: after.rankStage, organizationId: after.organization._id },
      },
    );
    return after;
  });
}

/**
 * Deactivates an account: every session of it ends at once (its next call is 401) and it cannot sign in again;
 * its progress, certificates and works are kept. Staff cannot deactivate themselves (nobody would be left to undo it).
 */
export function deactivateLearner(db: Db, actor: Actor, id: string): Promise<LearnerAccount> {
  return db.transaction(async (tx) => {
    const account = await learnerAccountById(tx, id);
    if ("userId" in actor && actor.userId === id) throw badRequest("You cannot deactivate your own account.");
    if (account.status === "deactivated") throw conflict("This account is already deactivated.");
    await tx.query("update users set deactivated_at = now() where id = $1", [id]);
    await tx.query(
      "update sessions set revoked_at = now(), revoked_reason = 'account deactivated' where user_id = $1 and revoked_at is null",
      [id],
    );
    await recordAudit(tx, actor, "learner.deactivate", { userId: id });
    return learnerAccountById(tx, id);
  });
}

export function reactivateLearner(db: Db, actor: Actor, id: string): Promise<LearnerAccount> {
  return db.transaction(async (tx) => {
    const account = await learnerAccountById(tx, id);
    if (account.status !== "deactivated") throw conflict("This account is not deactivated.");
    await tx.query("update users set deactivated_at = null where id = $1", [id]);
    await recordAudit(tx, actor, "learner.reactivate", { userId: id });
    return learnerAccountById(tx, id);
  });
}
