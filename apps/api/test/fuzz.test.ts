import { STATUS_CODES } from "node:http";
import { type CallName, calls } from "@campus/contract";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, agent, createLearner, LEARNER, signIn, signInWithLessonsDone, useApp } from "./helpers.js";

/**
 * Property-based fuzzing of every call of the contract as a signed-in learner: generated paths, queries and
 * bodies, from valid through boundary to hostile, must never answer 5xx, must answer only statuses the served API
 * document declares for that call (each refusal in the campus's one error shape), and must never change another
 * learner's rows. A fixed seed keeps a failure reproducible; the runs per call keep the file under a minute.
 */
const SEED = 20_260_611;
const RUNS_PER_CALL = 40;

const ctx = useApp();
const OTHER = "u-fuzz-other";

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  maxItems?: number;
}

/** Ids that exist (the learner's, the other learner's, the seed's) beside ones that do not. */
const knownIds: string[] = ["c-intro", "c-final-single", "c-final-single-task1", "t-datalens", "u-learner", OTHER];

/** Numbers a server may mishandle: bounds, off-by-one, beyond 32 and 53 bits, fractions, negatives. */
const hostileNumber = fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 0.5, 1e-9);
/** Text a server may mishandle: NUL, lone surrogates, right-to-left marks, SQL and path syntax, very long text. */
const hostileText = fc.oneof(
  fc.constantFrom(
    "",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "\u202e\u0301",
    "%00",
    "'; drop table users; --",
    "../../etc/passwd",
    "{{7*7}}",
    "<script>",
    "null",
    "💥".repeat(300),
    "x".repeat(70_000),
  ),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Text matching a pattern; addresses (a pattern fast-check cannot generate from) are campus paths. */
function matching(pattern: string, minLength: number, maxLength: number): fc.Arbitrary<string> {
  try {
    // Brought within the length bounds by padding with a letter (every such pattern of the contract takes one),
    // not by filtering, which would reject nearly every draw for a long minimum length.
    return fc
      .stringMatching(new RegExp(pattern))
      .map((text) => text.padEnd(minLength, "a").slice(0, Math.max(maxLength, minLength)));
  } catch {
    return fc.constantFrom("/", "/course/c-intro", "/tools?page=2", "//evil.example", "/\\evil.example");
  }
}

/**
 * Valid values of a schema, so that generated requests get past validation and reach the handlers and the
 * database: ids that exist, boundary lengths and numbers, and free text with NUL, lone surrogates and
 * every plane of Unicode (which a schema accepts and a database may not).
 */
function validOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validOf(option, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, inner]) => [key, validOf(inner, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
    }
    case "array":
      return fc.array(validOf(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 5, 12) });
    case "integer":
    case "number": {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 100_000;
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "string": {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 200, 5000);
      if (schema.pattern) return fc.oneof(fc.constantFrom(...knownIds), matching(schema.pattern, minLength, maxLength));
      return fc.oneof(
        fc.constantFrom(...knownIds),
        fc.string({ unit: "binary", minLength, maxLength: Math.min(maxLength, 80) }),
        // Text a database refuses to store, inside otherwise valid text.
        fc.constantFrom("a\u0000b", "\u0000", "\ud800x", "ok\u202e", "'; drop table users; --"),
        fc.constant("y".repeat(Math.max(maxLength, minLength))),
      );
    }
    default:
      return hostileValue;
  }
}

/** A valid value with one of its keys made hostile, or a hostile key beside them, or nothing valid at all. */
function mutatedOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const valid = validOf(schema);
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    {
      weight: 3,
      arbitrary: fc.tuple(valid, fc.nat(), hostileValue).map(([value, index, hostile]) => {
        if (value === null || typeof value !== "object" || Array.isArray(value)) return hostile;
        const keys = Object.keys(schema?.properties ?? {});
        const key = keys.length > 0 ? (keys[index % keys.length] as string) : "extra";
        return { ...value, [key]: hostile };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, hostileText, hostileValue)
        .map(([value, key, hostile]) =>
          value !== null && typeof value === "object" ? { ...value, [key]: hostile } : hostile,
        ),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** A path parameter as it reaches the server: an id, hostile text, or a number, always URL-encoded. */
const pathValue = fc.oneof(fc.constantFrom(...knownIds), hostileText, hostileNumber.map(String)).map((value) => {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded as UTF-8: send its raw escape instead.
    return "%ED%A0%80";
  }
});

const queryText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

function queryString(query: Record<string, unknown>): string {
  const parts = Object.entries(query).map(([key, value]) => {
    const pair = [key, Array.isArray(value) ? value.map(queryText).join(",") : queryText(value)];
    return pair
      .map((text) => {
        try {
          return encodeURIComponent(text);
        } catch {
          return "%ED%A0%80";
        }
      })
      .join("=");
  });
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

interface Generated {
  path: string;
  query: string;
  /** A JSON value, raw text sent as a JSON body that is not JSON, or no body and no content type at all. */
  body: { json: unknown } | { raw: string } | { none: true };
}

function requestOf(name: CallName): fc.Arbitrary<Generated> {
  const call = calls[name];
  const schema = call.schema as { querystring?: JsonSchema; body?: JsonSchema };
  const keys = [...call.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
  const path = fc
    .tuple(...keys.map(() => pathValue))
    .map((values) => values.reduce<string>((url, value, index) => url.replace(`:${keys[index]}`, value), call.url));
  const query = mutatedOf(schema.querystring ?? { type: "object", properties: {} }).map((value) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? queryString(value as Record<string, unknown>)
      : `?q=${encodeURIComponent(queryText(value))}`,
  );
  const body: fc.Arbitrary<Generated["body"]> = fc.oneof(
    { weight: 8, arbitrary: mutatedOf(schema.body ?? { type: "object", properties: {} }).map((json) => ({ json })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("{", "[1,", '{"a":1}}', "\u0000", '"\\u0000"', "9".repeat(400))
        .map((raw) => ({ raw })),
    },
    // As an HTTP client sends a call it knows takes no body; the rest of the time such a call gets one anyway.
    { weight: schema.body ? 1 : 4, arbitrary: fc.constant({ none: true as const }) },
  );
  return fc.record({ path, query, body });
}

/** Every row of another learner, as one text per table, to compare before and after the fuzzing. */
async function rowsOf(userId: string): Promise<Record<string, string>> {
  const tables = [
    "progress",
    "closed_test_attempts",
    "exam_submits",
    "tool_favorites",
    "promptbook_items",
    "notifications",
    "activity_days",
    "course_reviews",
    "sessions",
  ];
  const sums: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await ctx.db.query<{ rows: string }>(
      `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as rows
       from ${table} t where user_id = $1`,
      [userId],
    );
    sums[table] = row?.rows ?? "";
  }
  const [files] = await ctx.db.query<{ rows: string }>(
    `select count(*) || ':' || coalesce(md5(string_agg(f::text, '|' order by f::text)), '') as rows
     from exam_submit_files f join exam_submits s on s.id = f.submit_id where s.user_id = $1`,
    [userId],
  );
  sums.exam_submit_files = files?.rows ?? "";
  const [user] = await ctx.db.query<{ row: string }>("select md5(u::text) as row from users u where id = $1", [userId]);
  sums.users = user?.row ?? "";
  return sums;
}

/** What the served API document says of one operation: the statuses it may answer, and whether it takes a body. */
interface Documented {
  statuses: Set<number>;
  takesBody: boolean;
}
type ApiDocument = {
  paths: Record<string, Record<string, { operationId: string; requestBody?: unknown; responses: object }>>;
};

function documentedCalls(document: ApiDocument): Map<string, Documented> {
  const operations = new Map<string, Documented>();
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods)) {
      operations.set(operation.operationId, {
        statuses: new Set(Object.keys(operation.responses).map(Number)),
        takesBody: operation.requestBody !== undefined,
      });
    }
  }
  return operations;
}

/** A refusal in the campus's one error shape: its status, that status's name and a message (a call may add more). */
function expectErrorShape(status: number, body: string, what: string) {
  const answer = JSON.parse(body) as Record<string, unknown>;
  expect(answer.statusCode, what).toBe(status);
  expect(answer.error, what).toBe(STATUS_CODES[status]);
  expect(typeof answer.message, what).toBe("string");
}

describe("every call of the contract, fuzzed as a signed-in learner", () => {
  let learner: Agent;
  let before: Record<string, string>;
  let documented: Map<string, Documented>;

  beforeAll(async () => {
    documented = documentedCalls((await agent(ctx.app).get("/api/docs/openapi.json")).json());
    // The other learner has rows of every kind the fuzzing could reach: progress, a favorite, a prompt, a submission.
    const other = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, OTHER), "c-final-single");
    expect((await other.post("/api/course/join/c-intro")).statusCode).toBe(200);
    expect((await other.post("/api/tools/add-to-favorites/t-datalens")).statusCode).toBe(200);
    const prompt = await other.post("/api/course/add-promptbook-item", { prompt: "Other's prompt" });
    expect(prompt.statusCode).toBe(200);
    const submission = await other.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-single",
      examTaskId: "c-final-single-task1",
      text: "Other's work",
      files: [
        { name: "work.pdf", mimeType: "application/pdf", data: Buffer.from("%PDF-1.4\n%%EOF").toString("base64") },
      ],
    });
    expect(submission.statusCode, submission.body).toBe(200);
    knownIds.push(prompt.json().item._id, submission.json().submit._id);
    before = await rowsOf(OTHER);
    learner = await signIn(ctx.app, LEARNER);
  });

  // Ending the fuzzing learner's own session would leave every later call a plain 401.
  const fuzzed = (Object.keys(calls) as CallName[]).filter((name) => name !== "destroyToken");

  for (const name of fuzzed) {
    it(`${name} never answers 5xx, nor a status its document does not declare`, async () => {
      const call = calls[name];
      const declared = documented.get(name)?.statuses;
      expect(declared, `${name} is in the API document`).toBeDefined();
      await fc.assert(
        fc.asyncProperty(requestOf(name), async ({ path, query, body }) => {
          const url = `/api${path}${call.method === "GET" ? query : ""}`;
          const sent =
            call.method === "GET" || "none" in body
              ? undefined
              : "json" in body
                ? (JSON.stringify(body.json) ?? "null")
                : body.raw;
          const answer = await learner.request(
            call.method,
            url,
            sent,
            sent === undefined ? {} : { "content-type": "application/json" },
          );
          if (process.env.FUZZ_DEBUG) console.log("DBG", name, answer.statusCode);
          const what = `${call.method} ${url.slice(0, 300)} ${String(sent).slice(0, 300)} → ${answer.statusCode} ${answer.body.slice(0, 300)}`;
          if (answer.statusCode >= 500) throw new Error(what);
          expect(declared?.has(answer.statusCode), `undeclared status: ${what}`).toBe(true);
          if (answer.statusCode >= 400) expectErrorShape(answer.statusCode, answer.body, what);
          // A call that ended the session (a refresh raced by itself) is signed in again for the next run.
          if (answer.statusCode === 401 && name !== "authorize" && name !== "exchangeCode" && name !== "urlLogin") {
            learner = await signIn(ctx.app, LEARNER);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_CALL, endOnFailure: true },
      );
    });
  }

  it("takes every call the document declares without a body when it comes with none and no content type", async () => {
    const staff = await signIn(ctx.app, "staff@example.com");
    const bodiless = fuzzed.filter((name) => calls[name].method !== "GET" && documented.get(name)?.takesBody === false);
    // SPEC section 7's refresh, join and favorites calls among them (sign-out is left out, as above).
    expect(bodiless).toEqual(expect.arrayContaining(["refreshToken", "joinCourse", "addFavorite", "removeFavorite"]));
    for (const name of bodiless) {
      const call = calls[name];
      const who = call.access === "staff" ? staff : learner;
      // Ids the parameters' patterns take, so that a 400 could only be about the missing body.
      const url = `/api${call.url}`.replace(/:[A-Za-z]+/g, name.includes("Favorite") ? "t-datalens" : "c-intro");
      const answer = await ctx.app.inject({
        method: call.method,
        url,
        headers: {
          cookie: [...who.cookies].map(([cookie, value]) => `${cookie}=${value}`).join("; "),
          "x-csrf-token": who.csrf(),
        },
      });
      const what = `${name}: ${call.method} ${url} → ${answer.statusCode} ${answer.body}`;
      expect([400, 415], what).not.toContain(answer.statusCode);
      expect(answer.statusCode, what).toBeLessThan(500);
      expect(documented.get(name)?.statuses.has(answer.statusCode), what).toBe(true);
      if (name === "refreshToken") learner = await signIn(ctx.app, LEARNER);
    }
  });

  it("left every row of another learner as it was", async () => {
    expect(await rowsOf(OTHER)).toEqual(before);
  });
});
