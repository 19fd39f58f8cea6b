import { type CallName, callRoutes } from "@campus/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { randomToken, sha256 } from "../src/auth/security.js";
import type { Db, Queryable } from "../src/db/db.js";
import { type Agent, completeLessons, LEARNER, STAFF, signIn, useApp } from "./helpers.js";

/**
 * Every read of the contract runs at most MAX_STATEMENTS SQL statements, so a page's data costs a fixed number of
 * round trips to the database however much content there is.
 *
 * How statements are counted: every call of the server's `Db` during one request (`query`, `exec`, and each
 * statement run inside `transaction` plus its begin and commit) is one statement. Authentication's session lookup
 * is one of them: a signed-in read has MAX_STATEMENTS - 1 left for its own data.
 */
const MAX_STATEMENTS = 4;

// The mail sender's look at the outbox (every 2 s) is no request's statement: off here, so that none is counted.
const ctx = useApp({ mailEveryMs: 60 * 60 * 1000 });
let learner: Agent;
let staff: Agent;
let statements: string[] = [];

/** Counts the statements the server sends by wrapping the methods of the very `Db` object the server holds. */
function countStatements(db: Db) {
  const query = db.query.bind(db);
  const exec = db.exec.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = (<T>(sql: string, params?: unknown[]) => {
    statements.push(sql);
    return query<T>(sql, params);
  }) as Db["query"];
  db.exec = (sql: string) => {
    statements.push(sql);
    return exec(sql);
  };
  db.transaction = <T>(work: (tx: Queryable) => Promise<T>) => {
    statements.push("begin");
    return transaction(async (tx) => {
      const result = await work({
        query: <R>(sql: string, params?: unknown[]) => {
          statements.push(sql);
          return tx.query<R>(sql, params);
        },
      });
      statements.push("commit");
      return result;
    });
  };
}

interface Ids {
  tool: string;
  partner: string;
  certificate: string;
  passwordLink: string;
  work: string;
  file: string;
}

/** Each GET of the contract with the addresses it is read at: its largest answers in the demo content. */
const reads: Record<string, (ids: Ids) => string[]> = {
  getUserData: () => ["/api/auth/get-user-data"],
  course: () => ["/api/course/c-intro", "/api/course/c-intro?type=favorites", "/api/course/c-final-multi"],
  lesson: () => [
    "/api/course/lesson/c-intro-l1",
    "/api/course/lesson/c-intro-l4",
    "/api/course/lesson/c-intro-l4?sublessonId=c-intro-l4-s3",
    "/api/course/lesson/c-intro-l5",
  ],
  downloadResource: () => ["/api/course/download-resource/c-intro-l1-r-notatkitxt"],
  downloadResources: () => ["/api/course/download-resources/c-intro-l1"],
  promptbook: () => ["/api/course/promptbook"],
  closedTest: () => ["/api/closed-test/c-intro"],
  exam: () => ["/api/course-exams/c-final-multi", "/api/course-exams/c-final-single"],
  examDraft: () => [
    "/api/course-exams/c-final-multi/tasks/c-final-multi-task1/draft",
    "/api/course-exams/c-final-multi/tasks/c-final-multi-task2/draft",
  ],
  modules: () => ["/api/modules", "/api/modules?search=ai&sortBy=title"],
  module: () => ["/api/modules/p-foundations"],
  moduleCourses: () => ["/api/modules/p-foundations/courses", "/api/modules/p-practice/courses?page=2&limit=1"],
  homepage: () => ["/api/homepage-data"],
  myLearning: () => ["/api/my-learning"],
  tools: () => ["/api/tools", "/api/tools?showFavorites=true&page=9"],
  tool: ({ tool }) => [`/api/tools/${tool}`],
  relatedTools: ({ tool }) => [`/api/tools/${tool}/related`],
  community: () => ["/api/community"],
  toolbar: () => ["/api/toolbar"],
  partners: () => ["/api/partners"],
  partner: ({ partner }) => [`/api/partners/${partner}`],
  filters: () => ["/api/filters"],
  about: () => ["/api/pages/about-campus"],
  onboarding: () => ["/api/onboarding/get-onboarding-data"],
  notifications: () => ["/api/notifications"],
  rankStages: () => ["/api/rank-stages"],
  sessionStreak: () => ["/api/session-streak"],
  staffSubmissions: () => ["/api/staff/submissions"],
  reviewQueue: () => [
    "/api/staff/reviews",
    "/api/staff/reviews?status=approved&programId=p-foundations&courseId=c-final-single&query=Learner&page=2",
  ],
  reviewWork: ({ work }) => [
    `/api/staff/reviews/${work}`,
    `/api/staff/reviews/${work}?status=pending&taskId=c-final-single-task1&query=example`,
  ],
  reviewFile: ({ work, file }) => [`/api/staff/reviews/${work}/files/${file}`],
  certificate: ({ certificate }) => [`/api/certificates/${certificate}`],
  passwordLink: ({ passwordLink }) => [`/api/auth/password-link/${passwordLink}`],
  signInOptions: () => ["/api/auth/sign-in-options"],
  // Navigations to and from the identity provider, answered with redirects (single-sign-on.test.ts); this campus
  // has no provider configured, so there is nothing to read here.
  ssoStart: () => [],
  ssoCallback: () => [],
  organizations: () => ["/api/staff/organizations"],
  learners: () => ["/api/staff/learners", "/api/staff/learners?status=active&query=example"],
  auditLog: () => ["/api/staff/audit"],
  exportLearner: () => ["/api/staff/learners/u-learner/export"],
};

const signedInReads = (Object.entries(callRoutes) as [CallName, (typeof callRoutes)[CallName]][])
  .filter(([, route]) => route.method === "GET")
  .map(([name, route]) => ({ name, access: route.access }));

let ids: Ids;

/** A reset link for the demo learner, as a forgot-password mail would carry it. */
async function passwordLinkToken(): Promise<string> {
  const token = randomToken();
  await ctx.db.query(
    "insert into password_links (token_hash, user_id, purpose, expires_at) values ($1, 'u-learner', 'reset', now() + interval '1 hour')",
    [sha256(token)],
  );
  return token;
}

/**
 * A certificate to look up: a check with the seed's right answers passes, and the download issues the certificate
 * (staff's, so the learner's c-intro stays in progress); the lessons come first, as the test opens only after them.
 */
async function certificateOf(who: Agent): Promise<string> {
  await completeLessons(who, "c-intro");
  const answers = ["q1:a1", "q2:a1,a2", "q3:a1", "q4:a1"].map((x) => {
    const [q, a] = x.split(":") as [string, string];
    return { q: `c-intro-t-${q}`, a: a.split(",").map((id) => `c-intro-t-${q}-${id}`) };
  });
  const passed = await who.post("/api/closed-test/check/c-intro", { answers });
  if (!passed.json().result.passed) throw new Error(`c-intro not passed: ${passed.body}`);
  const png = await who.post("/api/course/generate-certificate/c-intro");
  if (png.statusCode !== 200) throw new Error(`no certificate: ${png.body}`);
  return (await who.get("/api/course/c-intro")).json().data.progress.certificateId;
}

beforeAll(async () => {
  learner = await signIn(ctx.app, LEARNER);
  staff = await signIn(ctx.app, STAFF);
  const [tool] = await ctx.db.query<{ id: string }>("select id from tools order by id limit 1");
  const [partner] = await ctx.db.query<{ id: string }>("select id from partners order by id limit 1");
  ids = {
    tool: tool?.id ?? "",
    partner: partner?.id ?? "",
    certificate: await certificateOf(staff),
    passwordLink: await passwordLinkToken(),
    work: "",
    file: "",
  };
  // The learner's richest state: joined courses (c-intro's lessons done, so its closed test opens), a favorite
  // tool, a saved prompt, a final-work answer with a file.
  await completeLessons(learner, "c-intro");
  await completeLessons(learner, "c-final-single");
  await learner.post("/api/course/join/c-final-multi");
  await learner.post(`/api/tools/add-to-favorites/${ids.tool}`);
  await learner.post("/api/course/add-promptbook-item", { prompt: "Summarise this lesson", lessonId: "c-intro-l1" });
  const submitted = await learner.post("/api/course-exams/create-exam-submit", {
    examId: "c-final-single",
    examTaskId: "c-final-single-task1",
    text: "My assistant",
    files: [{ name: "report.pdf", mimeType: "application/pdf", data: Buffer.from("%PDF-1.4 tiny").toString("base64") }],
  });
  if (submitted.statusCode !== 200) throw new Error(`submission failed: ${submitted.body}`);
  ids.work = submitted.json().submit._id;
  ids.file = submitted.json().submit.files[0]._id;
  const drafted = await learner.put("/api/course-exams/c-final-multi/tasks/c-final-multi-task1/draft", {
    text: "<p>My assistant, half written</p>",
    links: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    files: [{ name: "report.pdf", mimeType: "application/pdf", size: 1024 }],
  });
  if (drafted.statusCode !== 200) throw new Error(`draft not saved: ${drafted.body}`);
  countStatements(ctx.db);
});

describe(`every read of the contract runs at most ${MAX_STATEMENTS} SQL statements`, () => {
  it("lists an address for every signed-in GET of the contract", () => {
    expect(signedInReads.map((r) => r.name).filter((name) => !(name in reads))).toEqual([]);
  });

  for (const { name, access } of signedInReads) {
    it(`${name}`, async () => {
      const who = access === "staff" ? staff : learner;
      for (const url of reads[name]?.(ids) ?? []) {
        statements = [];
        const response = await who.get(url);
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
        expect(statements.length, `${url} ran:\n${statements.join("\n---\n")}`).toBeLessThanOrEqual(MAX_STATEMENTS);
      }
    });
  }
});
