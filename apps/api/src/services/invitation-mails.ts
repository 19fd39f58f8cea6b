import { passwordPath } from "@campus/contract";
import { LINK_LIFETIME_SECONDS } from "../auth/password-links.js";
import { newId, randomToken, sha256 } from "../auth/security.js";
import type { Queryable } from "../db/db.js";

/** Invitations and imports make accounts one at a time: of two that make one email at once, the second sees it. */
export const lockAccountCreation = (tx: Queryable) =>
  tx.query("select pg_advisory_xact_lock(hashtext('campus:account-creation'))");

export interface InvitedAccount {
  id: string;
  email: string;
  firstName: string;
  language: "pl" | "en";
  organizationName: string;
}

/**
 * Sends each account an invitation: a new one-time link (an older invitation's stops working) and the mail that
 * brings it, queued in the caller's transaction. One statement for each, however many accounts: an import of
 * thousands of learners invites them all at once.
 */
export async function inviteAccounts(tx: Queryable, accounts: InvitedAccount[]): Promise<void> {
  if (accounts.length === 0) return;
  const links = accounts.map((account) => ({ ...account, token: randomToken() }));
  const ids = accounts.map((a) => a.id);
  // Links of one account are issued one at a time (as `issueLink` does): two at once would each find no older
  // link to retire.
  await tx.query("select 1 from users where id = any($1) for update", [ids]);
  await tx.query(
    `update password_links set expires_at = now()
     where purpose = 'invitation' and used_at is null and expires_at > now() and user_id = any($1)`,
    [ids],
  );
  const [{ expires }] = (await tx.query<{ expires: string }>(
    `insert into password_links (token_hash, user_id, purpose, expires_at)
     select l.hash, l.id, 'invitation', now() + make_interval(secs => $2)
     from jsonb_to_recordset($1::jsonb) as l(hash text, id text)
     returning to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires`,
    [JSON.stringify(links.map((l) => ({ hash: sha256(l.token), id: l.id }))), LINK_LIFETIME_SECONDS.invitation],
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
            path: passwordPath(l.token),
            expiresAt: expires,
          },
        })),
      ),
    ],
  );
}
