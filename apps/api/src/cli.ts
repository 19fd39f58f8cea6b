import { parseArgs } from "node:util";
import type { Services } from "./app.js";
import { loadConfig } from "./config.js";
import { openDb } from "./db/db.js";
import { migrate } from "./db/migrations.js";
import { HttpError } from "./errors.js";
import { SignInLimiter } from "./rate-limit.js";
import { handoffUrl } from "./routes/auth.js";
import { review, staffList } from "./routes/exam.js";
import { seedDemo } from "./seed/demo.js";

const usage = `Campus API commands (same DATABASE_URL / PGLITE_DATA_DIR as the server):
  mint-link <email> [--path /some/page]     print a one-time campus link that signs <email> in
  review list [--status pending|approved|rejected]
  review approve <submitId>
  review reject <submitId> --feedback "what to change"`;

/** Runs one command; `print` receives the output lines. Returns the exit code. */
export async function runCli(
  args: string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void = console.log,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { path: { type: "string" }, status: { type: "string" }, feedback: { type: "string" } },
  });
  const [command, ...rest] = positionals;
  if (!command) {
    print(usage);
    return 0;
  }
  const config = loadConfig(env);
  let code = 0;
  const db = await openDb(config);
  try {
    await migrate(db);
    if (config.seed === "demo") await seedDemo(db);
    const services: Services = { db, config, limiter: new SignInLimiter(1, 1) };
    if (command === "mint-link") {
      const email = rest[0];
      if (!email) throw new Error("mint-link needs an email address");
      const [user] = await db.query<{ id: string }>("select id from users where lower(email) = lower($1)", [email]);
      if (!user) throw new Error(`No user ${email}`);
      print(await handoffUrl(services, user.id, values.path));
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
        const s = await review(db, id, null, action === "approve" ? "approved" : "rejected", values.feedback ?? null);
        print(`${s._id} is now ${s.status}`);
      } else {
        print(usage);
      }
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
