import type { InviteBody, Lang, LearnerAccount } from "@campus/contract";
import { newId } from "../auth/security.js";
import type { Db, Queryable } from "../db/db.js";
import { badRequest, conflict, notFound } from "../errors.js";
import { type Actor, recordAudit } from "./audit.js";
import { type InvitedAccount, inviteAccounts, lockAccountCreation } from "./invitation-mails.js";
import { learnerAccountById } from "./learner-accounts.js";
import { assertRankStage } from "./rank-stages.js";

interface Invitee {
  id: string;
  email: string;
  firstName: string;
  language: Lang | null;
  organizationName: string;
}

/** Mails an invitee a new 7-day link to choose their password (the older one stops working), in the caller's tx. */
const mailInvitation = (tx: Queryable, invitee: Omit<InvitedAccount, "language">, language: Lang) =>
  inviteAccounts(tx, [{ ...invitee, language }]);

/**
 * Invites a learner: the account is made without a password (invited now) in the chosen organization and
 * language, the invitation mail with its link is queued and the invitation is audited, all or nothing. An email
 * that already has an account (in any letter case) is a 409 and changes nothing; an unknown organization a 400.
 */
export async function inviteLearner(db: Db, actor: Actor, body: InviteBody): Promise<LearnerAccount> {
  return db.transaction(async (tx) => {
    // Invitations and imports take turns: of two that make one address (in any letter case) at once, the second
    // meets the first's account, as the email's uniqueness in the table is case-sensitive.
    await lockAccountCreation(tx);
    const [organization] = await tx.query<{ name: string }>("select name from organizations where id = $1", [
      body.organizationId,
    ]);
    if (!organization) throw badRequest(`organizationId: no organization has the id ${body.organizationId}.`);
    await assertRankStage(tx, body.rankStage);
    const [taken] = await tx.query("select 1 from users where lower(email) = lower($1)", [body.email]);
    if (taken) throw conflict(`An account with the email ${body.email} already exists: nothing was changed.`);
    const id = newId();
    await tx.query(
      `insert into users (id, email, password_hash, first_name, last_name, rank_stage, organization_id, language, invited_at)
       values ($1, $2, null, $3, $4, $5, $6, $7, now())`,
      [id, body.email, body.firstName, body.lastName, body.rankStage, body.organizationId, body.language],
    );
    const invitee = { id, email: body.email, firstName: body.firstName, language: body.language };
    await mailInvitation(tx, { ...invitee, organizationName: organization.name }, body.language);
    await recordAudit(
      tx,
      actor,
      "learner.invite",
      { userId: id, organizationId: body.organizationId },
      { email: body.email, rankStage: body.rankStage, language: body.language },
    );
    return learnerAccountById(tx, id);
  });
}

/**
 * Sends an invited learner (no password chosen yet) a new invitation: the older link stops working and a new
 * 7-day one is mailed, in the account's language; audited. Anyone else is a 409 that says why.
 */
export async function resendInvitation(db: Db, actor: Actor, userId: string): Promise<LearnerAccount> {
  return db.transaction(async (tx) => {
    const [account] = await tx.query<
      Invitee & { organizationId: string; hasPassword: boolean; deactivated: boolean; invited: boolean }
    >(
      `select u.id, u.email, u.first_name as "firstName", u.language, o.id as "organizationId",
         o.name as "organizationName", u.password_hash is not null as "hasPassword",
         u.deactivated_at is not null as deactivated, u.invited_at is not null as invited
       from users u join organizations o on o.id = u.organization_id where u.id = $1 for update of u`,
      [userId],
    );
    if (!account) throw notFound("Learner");
    if (account.deactivated) {
      throw conflict("This account is deactivated: reactivate it before sending it an invitation.");
    }
    if (account.hasPassword) {
      throw conflict("This account already has a password: there is no invitation to resend.");
    }
    if (!account.invited) throw conflict("This account was not invited: there is no invitation to resend.");
    await mailInvitation(tx, account, account.language ?? "pl");
    await recordAudit(tx, actor, "learner.invitation-resend", {
      userId: account.id,
      organizationId: account.organizationId,
    });
    return learnerAccountById(tx, account.id);
  });
}
