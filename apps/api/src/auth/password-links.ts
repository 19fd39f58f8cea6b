import type { PasswordLinkAnswer } from "@campus/contract";
import type { Queryable } from "../db/db.js";
import { HttpError } from "../errors.js";
import { randomToken, sha256 } from "./security.js";

/** Why a one-time link lets its holder choose a password: staff invited them, or they forgot theirs. */
export type LinkPurpose = PasswordLinkAnswer["purpose"];

/** How long a link works: an invitation waits for its learner a week, a reset is asked for and used at once. */
export const LINK_LIFETIME_SECONDS: Record<LinkPurpose, number> = { invitation: 7 * 24 * 3600, reset: 3600 };

/**
 * One answer for every link that cannot be used (expired, used, replaced by a newer one, altered or never issued):
 * the page says the same thing whatever the cause, and the holder of a guessed token learns nothing.
 */
export const linkUnusable = () =>
  new HttpError(
    404,
    "This link cannot be used: it has expired, was already used or was replaced by a newer one. Ask for a new one.",
  );

export interface IssuedLink {
  /** The token the link's address carries; only its hash is stored. */
  token: string;
  expiresAt: string;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * Issues a link of this purpose for the account, in the caller's transaction, and retires the account's older
 * unused links of the same purpose: only the newest mail's link works.
 */
export async function issueLink(tx: Queryable, userId: string, purpose: LinkPurpose): Promise<IssuedLink> {
  // Links of one account are issued one at a time: two at once would each find no older link to retire.
  await tx.query("select 1 from users where id = $1 for update", [userId]);
  await tx.query(
    `update password_links set expires_at = now()
     where user_id = $1 and purpose = $2 and used_at is null and expires_at > now()`,
    [userId, purpose],
  );
  const token = randomToken();
  const [link] = await tx.query<{ expiresAt: string }>(
    `insert into password_links (token_hash, user_id, purpose, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))
     returning to_char(expires_at at time zone 'UTC', ${ISO}) as "expiresAt"`,
    [sha256(token), userId, purpose, LINK_LIFETIME_SECONDS[purpose]],
  );
  return { token, expiresAt: link?.expiresAt ?? "" };
}

/** What a usable link opens: its account and purpose, and whether the account was deactivated since. */
export interface OpenLink extends PasswordLinkAnswer {
  userId: string;
  deactivated: boolean;
}

/** The link this token opens while it can still be used (not used, not expired, not replaced), or undefined. */
export async function openLink(db: Queryable, token: string): Promise<OpenLink | undefined> {
  const [link] = await db.query<OpenLink>(
    `select l.user_id as "userId", l.purpose, u.email, u.first_name as "firstName",
       to_char(l.expires_at at time zone 'UTC', ${ISO}) as "expiresAt", u.deactivated_at is not null as deactivated
     from password_links l join users u on u.id = l.user_id
     where l.token_hash = $1 and l.used_at is null and l.expires_at > now()`,
    [sha256(token)],
  );
  return link;
}

/**
 * Marks the link used, in the caller's transaction, and retires the account's other open links (a password was
 * just chosen: an older reset or invitation mail must not change it again). A conditional UPDATE: of two requests
 * racing with one token, exactly one gets the account; the other gets undefined.
 */
export async function useLink(tx: Queryable, token: string): Promise<string | undefined> {
  const [used] = await tx.query<{ userId: string }>(
    `update password_links set used_at = now()
     where token_hash = $1 and used_at is null and expires_at > now()
     returning user_id as "userId"`,
    [sha256(token)],
  );
  if (!used) return undefined;
  await tx.query(
    "update password_links set expires_at = now() where user_id = $1 and used_at is null and expires_at > now()",
    [used.userId],
  );
  return used.userId;
}

/**
 * Deletes links a day after they stopped working (expired or replaced), and used ones a day after their use: kept a
 * little for whoever looks into a complaint, never as long as a leaked backup could matter. Safe at any time.
 */
export async function deleteExpiredPasswordLinks(db: Queryable): Promise<void> {
  await db.query(
    "delete from password_links where expires_at <= now() - interval '1 day' or used_at <= now() - interval '1 day'",
  );
}
