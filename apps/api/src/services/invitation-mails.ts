import { newId, randomToken, sha256 } from "../auth/security.js";
import type { Queryable } from "../db/db.js";

/** How long an invitation's link lets its learner choose a password. */
export const INVITATION_DAYS = 7;

export interface InvitedAccount {
  id: string;
  email: string;
  firstName: string;
  language: "pl" | "en";
  organizationName: string;
}

/** The campus page where a one-time link's learner chooses a password. */
const choosePasswordPath = (token: string) => `/password/${encodeURIComponent(token)}`;

/**
 * Sends each account an invitation: a new one-time link (an older invitation's stops working) and the mail that
 * brings it, queued in the caller's transaction. One statement for each, however many accounts: an import of
 * thousands of learners invites them all at once.
 */
export async function inviteAccounts(tx: Queryable, accounts: InvitedAccount[]): Promise<void> {
  if (accounts.length === 0) return;
  const links = accounts.map((account) => ({ ...account, token: randomToken() }));
  await tx.query(
    "update password_links set used_at = now() where purpose = 'invitation' and used_at is null and user_id = any($1)",
    [accounts.map((a) => a.id)],
  );
  const [{ expires }] = (await tx.query<{ expires: string }>(
    `insert into password_links (token_hash, user_id, purpose, expires_at)
     select l.hash, l.id, 'invitation', now() + make_interval(days => $2)
     from jsonb_to_recordset($1::jsonb) as l(hash text, id text)
     returning to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as expires`,
    [JSON.stringify(links.map((l) => ({ hash: sha256(l.token), id: l.id }))), INVITATION_DAYS],
  )) as [{ expires: string }];
  await tx.query(
    `insert into mail_outbox (id, user_id, recipient, language, template, data)
     select m.id, m.user_id, m.recipient, m.language, 'invitation', m.data
     from jsonb_to_recordset($1::jsonb) as m(id text, user_id text, recipient text, language text, data jsonb)`,
    [
      JSON.stringify(
        links.map((l) => ({
          id: newId(),
          user_id: l.id,
          recipient: l.email,
          language: l.language,
          data: {
            firstName: l.firstName,
            organizationName: l.organizationName,
            path: choosePasswordPath(l.token),
            expiresAt: expires,
          },
        })),
      ),
    ],
  );
}
