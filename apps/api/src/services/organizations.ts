import type { Organization, OrganizationBody, OrganizationChangeBody } from "@campus/contract";
import { newId } from "../auth/security.js";
import type { Db, Queryable } from "../db/db.js";
import { conflict, notFound } from "../errors.js";
import { type Actor, recordAudit } from "./audit.js";

const ORGANIZATION = `o.id as "_id", o.name,
  json_build_object('accessToToolRepository', o.access_tools, 'accessToBenefits', o.access_benefits,
    'accessToCommunity', o.access_community) as settings,
  (select count(*)::int from users u where u.organization_id = o.id) as learners`;

/** Every organization, by name. */
export const allOrganizations = (db: Queryable) =>
  db.query<Organization>(`select ${ORGANIZATION} from organizations o order by lower(o.name), o.id`);

export async function organizationById(db: Queryable, id: string): Promise<Organization> {
  const [organization] = await db.query<Organization>(`select ${ORGANIZATION} from organizations o where o.id = $1`, [
    id,
  ]);
  if (!organization) throw notFound("Organization");
  return organization;
}

/** Names are unique whatever their letters' case: two "Acme" would be told apart by nobody. */
const nameTaken = (name: string) => conflict(`An organization named "${name}" already exists.`);

async function assertNameFree(db: Queryable, name: string, except: string | null): Promise<void> {
  const [taken] = await db.query(
    "select 1 from organizations where lower(name) = lower($1) and id <> coalesce($2, '')",
    [name, except],
  );
  if (taken) throw nameTaken(name);
}

export function createOrganization(db: Db, actor: Actor, body: OrganizationBody): Promise<Organization> {
  const name = body.name.trim();
  return db.transaction(async (tx) => {
    await assertNameFree(tx, name, null);
    const id = newId();
    const { accessToToolRepository, accessToBenefits, accessToCommunity } = body.settings;
    await tx.query(
      "insert into organizations (id, name, access_tools, access_benefits, access_community) values ($1, $2, $3, $4, $5)",
      [id, name, accessToToolRepository, accessToBenefits, accessToCommunity],
    );
    await recordAudit(tx, actor, "organization.create", { organizationId: id }, { name, settings: body.settings });
    return organizationById(tx, id);
  });
}

/**
 * Renames an organization or changes its flags. The flags are read with every call a learner makes (they are
 * joined to the session), so the change reaches each learner of the organization on their next call.
 */
export function changeOrganization(
  db: Db,
  actor: Actor,
  id: string,
  body: OrganizationChangeBody,
): Promise<Organization> {
  return db.transaction(async (tx) => {
    const before = await organizationById(tx, id);
    const name = body.name?.trim() ?? before.name;
    if (body.name !== undefined) await assertNameFree(tx, name, id);
    const settings = body.settings ?? before.settings;
    await tx.query(
      `update organizations set name = $2, access_tools = $3, access_benefits = $4, access_community = $5
       where id = $1`,
      [id, name, settings.accessToToolRepository, settings.accessToBenefits, settings.accessToCommunity],
    );
    const after = await organizationById(tx, id);
    await recordAudit(
      tx,
      actor,
      "organization.change",
      { organizationId: id },
      {
        before: { name: before.name, settings: before.settings },
        after: { name: after.name, settings: after.settings },
      },
    );
    return after;
  });
}
