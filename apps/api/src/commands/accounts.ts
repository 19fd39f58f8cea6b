import { writeFile } from "node:fs/promises";
import { userInfo } from "node:os";
import type { LearnerAccount, Organization, OrganizationSettings } from "@campus/contract";
import { accountByEmail } from "../auth/users.js";
import type { Db } from "../db/db.js";
import { type Actor, recordAudit } from "../services/audit.js";
import { changeLearner, deactivateLearner, learnersPage, reactivateLearner } from "../services/learner-accounts.js";
import { eraseLearner } from "../services/learner-erasure.js";
import { learnerExport } from "../services/learner-export.js";
import { allOrganizations, changeOrganization, createOrganization } from "../services/organizations.js";

export const accountsUsage = `  organization list
  organization create "<name>" [--flags tools,benefits,community]
  organization set <id> [--name "<name>"] [--flags tools,benefits,community|none]
  learner list [--query <text>] [--organization <id>]
  learner set <email> [--rank <stage>] [--organization <id>]
  learner deactivate <email>
  learner reactivate <email>
  learner export <email> --out <file.zip>      everything the campus holds about the account (GDPR 15, 20)
  learner erase <email> --confirm <email>      erase the account; its certificates stay, revoked (GDPR 17)`;

export interface AccountOptions {
  flags?: string | undefined;
  name?: string | undefined;
  query?: string | undefined;
  organization?: string | undefined;
  rank?: string | undefined;
  out?: string | undefined;
  confirm?: string | undefined;
}

/** An operator at the command line, as the audit log names them: the system account that ran the command. */
export const operator = (): Actor => ({ operator: userInfo().username });

/** `--flags tools,benefits` opens those parts and closes the others; `none` closes all three. */
function parseFlags(flags: string): OrganizationSettings {
  const named = flags === "none" ? [] : flags.split(",").map((flag) => flag.trim());
  const unknown = named.filter((flag) => !["tools", "benefits", "community"].includes(flag));
  if (unknown.length > 0) throw new Error(`Unknown flag ${unknown.join(", ")}: use tools, benefits, community or none`);
  return {
    accessToToolRepository: named.includes("tools"),
    accessToBenefits: named.includes("benefits"),
    accessToCommunity: named.includes("community"),
  };
}

const flagsOf = (s: OrganizationSettings) =>
  [s.accessToToolRepository && "tools", s.accessToBenefits && "benefits", s.accessToCommunity && "community"]
    .filter(Boolean)
    .join(",") || "none";

const organizationLine = (o: Organization) => `${o._id}  ${o.name}  [${flagsOf(o.settings)}]  ${o.learners} accounts`;
const accountLine = (a: LearnerAccount) =>
  `${a._id}  ${a.email}  ${a.firstName} ${a.lastName}  ${a.organization._id}  rank ${a.rankStage}  ${a.status}`;

async function accountIdOf(db: Db, email: string | undefined): Promise<string> {
  if (!email) throw new Error("Name the account by its email");
  const account = await accountByEmail(db, email);
  if (!account) throw new Error(`No user ${email}`);
  return account.id;
}

/** `organization ...`: list, create, rename or change the flags of an organization. Returns false for bad usage. */
export async function organizationCommand(
  db: Db,
  [action, arg]: string[],
  options: AccountOptions,
  print: (line: string) => void,
): Promise<boolean> {
  if (action === "list") {
    for (const organization of await allOrganizations(db)) print(organizationLine(organization));
  } else if (action === "create" && arg) {
    const settings = parseFlags(options.flags ?? "tools,benefits,community");
    print(organizationLine(await createOrganization(db, operator(), { name: arg, settings })));
  } else if (action === "set" && arg && (options.name || options.flags)) {
    const change = {
      ...(options.name ? { name: options.name } : {}),
      ...(options.flags ? { settings: parseFlags(options.flags) } : {}),
    };
    print(organizationLine(await changeOrganization(db, operator(), arg, change)));
  } else {
    return false;
  }
  return true;
}

/** `learner ...`: list accounts, change one's rank or organization, deactivate or reactivate it. */
export async function learnerCommand(
  db: Db,
  [action, email]: string[],
  options: AccountOptions,
  print: (line: string) => void,
): Promise<boolean> {
  if (action === "list") {
    for (let page = 1; ; page++) {
      const found = await learnersPage(db, { query: options.query, organizationId: options.organization, page });
      for (const account of found.learners) print(accountLine(account));
      if (page * found.pageSize >= found.total) break;
    }
  } else if (action === "set" && (options.rank || options.organization)) {
    const rankStage = options.rank === undefined ? undefined : Number(options.rank);
    if (rankStage !== undefined && !(Number.isInteger(rankStage) && rankStage >= 1 && rankStage <= 10)) {
      throw new Error("--rank must be a whole number from 1 to 10");
    }
    const change = {
      ...(rankStage !== undefined ? { rankStage } : {}),
      ...(options.organization ? { organizationId: options.organization } : {}),
    };
    print(accountLine(await changeLearner(db, operator(), await accountIdOf(db, email), change)));
  } else if (action === "deactivate") {
    print(accountLine(await deactivateLearner(db, operator(), await accountIdOf(db, email))));
  } else if (action === "reactivate") {
    print(accountLine(await reactivateLearner(db, operator(), await accountIdOf(db, email))));
  } else if (action === "export" && options.out) {
    const id = await accountIdOf(db, email);
    const { zip } = await learnerExport(db, id);
    await writeFile(options.out, zip);
    await recordAudit(db, operator(), "learner.export", { userId: id });
    print(`${options.out}: ${zip.length} bytes`);
  } else if (action === "erase" && options.confirm) {
    const { certificates } = await eraseLearner(db, operator(), await accountIdOf(db, email), options.confirm);
    print(`${email} is erased; ${certificates} certificate(s) revoked without the holder's name`);
  } else {
    return false;
  }
  return true;
}
