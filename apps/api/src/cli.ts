import { parseArgs } from "node:util";
import type { Services } from "./app.js";
import { loadConfig } from "./config.js";
import { openDb } from "./db/db.js";
import { migrate } from "./db/migrations.js";
import { HttpError } from "./errors.js";
import { SignInLimiter } from "./rate-limit.js";
import { mintHandoff } from "./routes/auth.js";
import { review, staffList } from "./routes/exam.js";
import { seedDemo } from "./seed/demo.js";

const usage = `Campus API commands (same DATABASE_URL / PGLITE_DATA_DIR as the server):
  mint-link <email> [--path /some/page]     print a one-time campus link that signs <email> in
  review list [--status pending|approved|rejected]
  review approve <submitId>
  review reject <submitId> --feedback "what to change"`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { path: { type: "string" }, status: { type: "string" }, feedback: { type: "string" } },
  });
  const [command, ...rest] = positionals;
  if (!command) {
    console.log(usage);
    return;
  }
  const config = loadConfig(process.env);
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
      const tokens = await mintHandoff(services, user.id);
      const url = new URL(values.path ?? "/", config.campusUrl);
      url.searchParams.set("accessToken", tokens.accessToken);
      url.searchParams.set("refreshToken", tokens.refreshToken);
      console.log(url.toString());
    } else if (command === "review") {
      const [action, id] = rest;
      if (action === "list") {
        for (const s of await staffList(db, values.status ?? "pending")) {
          console.log(
            `${s._id}  ${s.status}  ${s.learner.email}  ${s.courseId}  ${s.taskTitle}  ${s.links.join(" ")}  ${(s.text ?? "").slice(0, 60)}`,
          );
        }
      } else if ((action === "approve" || action === "reject") && id) {
        if (action === "reject" && !values.feedback) throw new Error("reject needs --feedback");
        const s = await review(db, id, null, action === "approve" ? "approved" : "rejected", values.feedback ?? null);
        console.log(`${s._id} is now ${s.status}`);
      } else {
        console.log(usage);
      }
    } else {
      console.log(usage);
    }
  } catch (error) {
    console.error(error instanceof HttpError || error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

await main();
