import type { ImportRow, LearnerImportAnswer, LearnerImportBody } from "@campus/contract";
import { newId } from "../auth/security.js";
import type { Db, Queryable } from "../db/db.js";
import { type Actor, recordAudit } from "./audit.js";
import { type InvitedAccount, inviteAccounts, lockAccountCreation } from "./invitation-mails.js";
import { type ImportedLearner, parseLearnerCsv } from "./learner-import-rows.js";
import { highestRankStage } from "./rank-stages.js";

interface ExistingAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  organizationId: string;
  rankStage: number;
  language: string | null;
  role: string;
}

type Planned = { learner: ImportedLearner; organization: { id: string; name: string } } & (
  | { outcome: "created"; id: string }
  | { outcome: "updated" | "unchanged"; id: string }
);

/**
 * Learners from a CSV file: each row creates an account (and invites its learner), updates one of the same email,
 * leaves it unchanged, or is refused with its reason; one bad row never stops the others. A dry run answers the
 * same report and changes nothing. Imports and invitations take turns (`lockAccountCreation`), so two at
 * once cannot both create one email.
 */
export async function importLearners(db: Db, actor: Actor, body: LearnerImportBody): Promise<LearnerImportAnswer> {
  const parsed = parseLearnerCsv(body.csv, await highestRankStage(db));
  return db.transaction(async (tx) => {
    await lockAccountCreation(tx);
    const organizationOf = await organizationFinder(tx);
    const valid = parsed.flatMap((row) => (row.ok ? [row.learner] : []));
    const existing = await accountsByEmail(
      tx,
      valid.map((l) => l.email),
    );
    const planned: Planned[] = [];
    const rows: ImportRow[] = parsed.map((row) => {
      if (!row.ok) {
        return { line: row.line, email: row.email, outcome: "refused", reason: row.reason, message: row.message };
      }
      const { learner } = row;
      const refuse = (reason: ImportRow["reason"], message: string): ImportRow => ({
        line: learner.line,
        email: learner.email,
        outcome: "refused",
        reason,
        message,
      });
      const organization = organizationOf(learner.organization);
      if (!organization) return refuse("unknownOrganization", `There is no organization "${learner.organization}".`);
      const account = existing.get(learner.email.toLowerCase());
      if (account?.role === "staff") return refuse("staffAccount", `${learner.email} is a staff account.`);
      const outcome = !account ? "created" : differs(account, learner, organization.id) ? "updated" : "unchanged";
      planned.push({ learner, organization, outcome, id: account?.id ?? newId() });
      return { line: learner.line, email: learner.email, outcome };
    });
    const summary = { created: 0, updated: 0, unchanged: 0, refused: 0 };
    for (const row of rows) summary[row.outcome]++;
    if (!body.dryRun) {
      await createAccounts(
        tx,
        planned.filter((p) => p.outcome === "created"),
      );
      await updateAccounts(
        tx,
        planned.filter((p) => p.outcome === "updated"),
      );
      await recordAudit(tx, actor, "learner.import", {}, summary);
    }
    return { dryRun: body.dryRun, summary, rows };
  });
}

/** An organization named in the file by its id, or by its name in any letter case. */
async function organizationFinder(tx: Queryable) {
  const all = await tx.query<{ id: string; name: string }>("select id, name from organizations");
  const byId = new Map(all.map((o) => [o.id, o]));
  const byName = new Map(all.map((o) => [o.name.toLowerCase(), o]));
  return (named: string) => byId.get(named) ?? byName.get(named.toLowerCase());
}

async function accountsByEmail(tx: Queryable, emails: string[]): Promise<Map<string, ExistingAccount>> {
  const rows = await tx.query<ExistingAccount>(
    `select id, email, first_name as "firstName", last_name as "lastName", organization_id as "organizationId",
       rank_stage as "rankStage", language, role
     from users where lower(email) = any($1::text[])`,
    [emails.map((e) => e.toLowerCase())],
  );
  return new Map(rows.map((row) => [row.email.toLowerCase(), row]));
}

const differs = (account: ExistingAccount, learner: ImportedLearner, organizationId: string) =>
  account.firstName !== learner.firstName ||
  account.lastName !== learner.lastName ||
  account.organizationId !== organizationId ||
  account.rankStage !== learner.rankStage ||
  account.language !== learner.language;

const recordsOf = (planned: Planned[]) =>
  JSON.stringify(
    planned.map(({ id, learner, organization }) => ({
      id,
      email: learner.email,
      first_name: learner.firstName,
      last_name: learner.lastName,
      organization_id: organization.id,
      rank_stage: learner.rankStage,
      language: learner.language,
    })),
  );
const RECORD = `(id text, email text, first_name text, last_name text, organization_id text, rank_stage int, language text)`;

/** New accounts have no password: each learner is invited to choose one. */
async function createAccounts(tx: Queryable, planned: Planned[]): Promise<void> {
  if (planned.length === 0) return;
  await tx.query(
    `insert into users (id, email, password_hash, first_name, last_name, organization_id, rank_stage, language, invited_at)
     select r.id, r.email, null, r.first_name, r.last_name, r.organization_id, r.rank_stage, r.language, now()
     from jsonb_to_recordset($1::jsonb) as r${RECORD}`,
    [recordsOf(planned)],
  );
  const invited: InvitedAccount[] = planned.map(({ id, learner, organization }) => ({
    id,
    email: learner.email,
    firstName: learner.firstName,
    language: learner.language,
    organizationName: organization.name,
  }));
  await inviteAccounts(tx, invited);
}

async function updateAccounts(tx: Queryable, planned: Planned[]): Promise<void> {
  if (planned.length === 0) return;
  await tx.query(
    `update users u set first_name = r.first_name, last_name = r.last_name, organization_id = r.organization_id,
       rank_stage = r.rank_stage, language = r.language
     from jsonb_to_recordset($1::jsonb) as r${RECORD} where u.id = r.id`,
    [recordsOf(planned)],
  );
}
