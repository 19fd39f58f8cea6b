import type { LearnerAccount } from "@campus/contract";
import type { Queryable } from "../db/db.js";
import { notFound } from "../errors.js";

/** An account as staff see it (`LearnerAccount`), from `users u` joined to `organizations o`. */
export const LEARNER_ACCOUNT_COLUMNS = `u.id as "_id", u.email, u.first_name as "firstName", u.last_name as "lastName",
  json_build_object('_id', o.id, 'name', o.name) as organization, u.rank_stage as "rankStage", u.role, u.language,
  case when u.deactivated_at is not null then 'deactivated' when u.password_hash is null then 'invited' else 'active' end
    as status,
  to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

/** One account as staff see it; 404 when there is none with this id. */
export async function learnerAccount(db: Queryable, userId: string): Promise<LearnerAccount> {
  const [account] = await db.query<LearnerAccount>(
    `select ${LEARNER_ACCOUNT_COLUMNS} from users u join organizations o on o.id = u.organization_id where u.id = $1`,
    [userId],
  );
  if (!account) throw notFound("Learner");
  return account;
}
