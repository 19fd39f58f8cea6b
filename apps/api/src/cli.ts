import { parseArgs } from "node:util";
import type { Certificate } from "@campus/contract";
import { handoffUrl } from "./auth/handoff.js";
import { accountByEmail } from "./auth/users.js";
import { accountsUsage, learnerCommand, operator, organizationCommand } from "./commands/accounts.js";
import { loadConfig } from "./config/config.js";
import { DataDirInUse } from "./db/data-dir-lock.js";
import { type Db, openDb } from "./db/db.js";
import { HttpError } from "./errors.js";
import { prepareDatabase } from "./seed/prepare.js";
import { certificateView, findCertificate, revokeCertificate } from "./services/certificate-store.js";
import { review, staffList } from "./services/final-work-review.js";

const usage = `Campus API commands (same DATABASE_URL / PGLITE_DATA_DIR as the server):
  mint-link <email> [--path /some/page]     print a one-time campus link that signs <email> in
  review list [--status pending|approved|rejected]
  review approve <submitId>
  review reject <submitId> --feedback "what to change"
  certificate show <id>
  certificate revoke <id> --reason "why it no longer stands"
${accountsUsage}`;

/** Runs one command; `print` receives the output lines. Returns the exit code. */
export async function runCli(
  args: string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void = console.log,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      path: { type: "string" },
      status: { type: "string" },
      feedback: { type: "string" },
      reason: { type: "string" },
      flags: { type: "string" },
      name: { type: "string" },
      query: { type: "string" },
      organization: { type: "string" },
      rank: { type: "string" },
      out: { type: "string" },
      confirm: { type: "string" },
    },
  });
  const [command, ...rest] = positionals;
  if (!command) {
    print(usage);
    return 0;
  }
  const config = loadConfig(env);
  let code = 0;
  let db: Db;
  try {
    db = await openDb(config);
  } catch (error) {
    // The server owns the embedded database: say so, and what to do, rather than end with a stack trace.
    if (!(error instanceof DataDirInUse)) throw error;
    print(`Error: ${error.message}`);
    return 1;
  }
  try {
    // The same schema and seed as the server would give this database (SEED=demo or scale).
    await prepareDatabase(db, config);
    if (command === "mint-link") {
      const email = rest[0];
      if (!email) throw new Error("mint-link needs an email address");
      const user = await accountByEmail(db, email);
      if (!user) throw new Error(`No user ${email}`);
      print(await handoffUrl(db, config.campusUrl, user.id, values.path));
    } else if (command === "review") {
      const [action, id] = rest;
      if (action === "list") {
        for (const s of await staffList(db, values.status ?? "pending")) {
          print(
            `${s._id}  ${s.status}  ${s.learner.email}  ${s.courseId}  ${s.taskTitle}  ${s.links.join(" ")}  ${(s.text ?? "").slice(0, 60)}`,
          );
        }
      } else if ((action === "approve" || action === "reject") && id) {
        if (action === "reject" && !values.feedback) throw new Error("reject needs --feedback");
        const verdict = action === "approve" ? "approved" : "rejected";
        const s = await review(db, id, { actor: operator(), reviewerId: null }, verdict, values.feedback ?? null);
        print(`${s._id} is now ${s.status}`);
      } else {
        print(usage);
      }
    } else if (command === "certificate") {
      const [action, id] = rest;
      if (action === "show" && id) {
        printCertificate(certificateView(await findCertificate(db, id), config.campusUrl), print);
      } else if (action === "revoke" && id) {
        if (!values.reason) throw new Error('revoke needs --reason "why"');
        printCertificate(certificateView(await revokeCertificate(db, id, values.reason), config.campusUrl), print);
      } else {
        print(usage);
      }
    } else if (command === "organization") {
      if (!(await organizationCommand(db, rest, values, print))) print(usage);
    } else if (command === "learner") {
      if (!(await learnerCommand(db, rest, values, print))) print(usage);
    } else {
      print(usage);
    }
  } catch (error) {
    print(`Error: ${error instanceof HttpError || error instanceof Error ? error.message : String(error)}`);
    code = 1;
  } finally {
    await db.close();
  }
  return code;
}

function printCertificate(c: Certificate, print: (line: string) => void) {
  print(`${c.id}  ${c.status}${c.revokedReason ? ` (${c.revokedReason})` : ""}`);
  print(`  ${c.holderName}, ${c.courseTitle} [${c.lang}], ${c.issuedOn}, ${c.issuer}`);
  print(`  ${c.verifyUrl}`);
}
