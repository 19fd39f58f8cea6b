import {
  type CallName,
  calls,
  cookieNames,
  type InternalTestProgressBody,
  type LessonsLeftReason,
  type Progress,
  type QuizProgressBody,
  type RefreshAnswer,
  type RefusalReason,
  type SavePositionBody,
  type SuccessAnswer,
} from "@campus/contract";
import { FormatRegistry, type TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { delay, type HttpHandler, HttpResponse, http } from "msw";
import { documentCookies, type ResultOf } from "../api";
import * as fixtures from "./fixtures";

/** The path of a call as MSW matches it: the contract's own URL under `/api` (no second list of URLs). */
export const callPath = (name: CallName) => `/api${calls[name].url}`;

const method = (name: CallName) =>
  ({ GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete })[calls[name].method];

/** Every call the handlers of a story answered, in order: play functions read it to prove what was sent. */
export const callLog: { name: CallName; url: string; body?: unknown }[] = [];

/**
 * Teaches TypeBox the formats the contract's answers use that it does not know by itself (the server's Ajv does):
 * a date and time as the API writes it (`2026-11-22T11:00:00.000Z`, ISO 8601 with its offset).
 */
function knowFormats() {
  if (FormatRegistry.Has("date-time")) return;
  FormatRegistry.Set(
    "date-time",
    (value) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
  );
}

/** Throws when `body` is not a valid answer of `name` (status 200) by the contract's schema. */
export function assertAnswer(name: CallName, body: unknown): void {
  const schema = (calls[name].schema.response as Record<number, TSchema>)[200];
  if (!schema || (calls[name] as { binary?: string }).binary) return;
  knowFormats();
  const problems = [...Value.Errors(schema, body)].slice(0, 5).map((error) => `${error.path}: ${error.message}`);
  if (problems.length > 0) throw new Error(`The answer of ${name} does not match the contract: ${problems.join("; ")}`);
}

/**
 * A multipart body (a final work's answer) as a plain object: a text part's value, `links` as a list, and `files`
 * as what each file part says of itself (name, type, size), as the API stores it.
 */
export async function formBodyOf(request: Request): Promise<Record<string, unknown>> {
  const form = await request.clone().formData();
  const body: Record<string, unknown> = { links: form.getAll("links").map(String), files: [] };
  for (const [key, value] of form) {
    if (value instanceof File)
      (body.files as object[]).push({ name: value.name, mimeType: value.type, size: value.size });
    else if (key !== "links") body[key] = value;
  }
  return body;
}

/** Writes a call into `callLog`, with its JSON or form body (a handler of its own making calls it first). */
export async function record(name: CallName, request: Request) {
  const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
  const body =
    request.method === "GET"
      ? undefined
      : await (multipart ? formBodyOf(request) : request.clone().json()).catch(() => undefined);
  callLog.push({ name, url: request.url, ...(body === undefined ? {} : { body }) });
}

/**
 * An answer in the content language the request asks for (the `lang` cookie the client keeps, which the API
 * reads: prefixed when the stories are served over https), e.g.
 * `answer("homepage", translated({ pl: fixtures.homepage, en: fixtures.homepageEn }))`.
 */
export const translated =
  <T>(versions: { pl: T; en: T }) =>
  (): T =>
    (documentCookies.read(cookieNames(undefined, true).lang) ?? documentCookies.read(cookieNames().lang)) === "en"
      ? versions.en
      : versions.pl;

/**
 * Answers a call with a fixture (or a function of the request). Every answer is checked against the
 * call's schema in the contract as it is sent, so a story fails the moment its data drifts from the API.
 */
export function answer(name: CallName, data: unknown | ((request: Request) => unknown)): HttpHandler {
  return method(name)(callPath(name), async ({ request }) => {
    await record(name, request);
    const body = typeof data === "function" ? await data(request) : data;
    assertAnswer(name, body);
    return HttpResponse.json(body);
  });
}

/**
 * Like `answer`, for a fixture looked up by the request: `null` answers 404 (the API's "not found"), e.g. a
 * lesson the fixtures do not hold.
 */
export function answerFound(name: CallName, find: (request: Request) => unknown): HttpHandler {
  return method(name)(callPath(name), async ({ request }) => {
    await record(name, request);
    const body = await find(request);
    if (body === null) {
      return HttpResponse.json({ statusCode: 404, error: "Not Found", message: "Not found" }, { status: 404 });
    }
    assertAnswer(name, body);
    return HttpResponse.json(body);
  });
}

/** Answers a binary call (a lesson's file or zip) with a file saved under `fileName`, as the API sends it. */
export function fileAnswer(
  name: CallName,
  file: (request: Request) => { fileName: string; text: string },
  type = "application/octet-stream",
): HttpHandler {
  return method(name)(callPath(name), async ({ request }) => {
    await record(name, request);
    const { fileName, text } = file(request);
    return new HttpResponse(text, {
      headers: {
        "content-type": type,
        "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      },
    });
  });
}

/** Answers a call with an error of the contract's shape. */
export function failure(
  name: CallName,
  status: number,
  message = "Something went wrong on the server.",
  headers: Record<string, string> = {},
) {
  return method(name)(callPath(name), async ({ request }) => {
    await record(name, request);
    return HttpResponse.json({ statusCode: status, error: "Error", message }, { status, headers });
  });
}

/**
 * A refusal with its reason as data, as the server answers it: a program or course above the learner's rank
 * (403, its name and the rank that opens it), or a course not in the learner's language (406, its name).
 */
export function refusalWith(name: CallName, status: 403 | 406, message: string, reason: RefusalReason) {
  return method(name)(callPath(name), async ({ request }) => {
    await record(name, request);
    const error = status === 403 ? "Forbidden" : "Not Acceptable";
    return HttpResponse.json({ statusCode: status, error, message, reason }, { status });
  });
}

/**
 * The server's refusal of a course's ending while lessons are left (issue 40): a 403 with its reason, as
 * `requireLessonsDone` answers it (the count and the first lesson left).
 */
export function lessonsLeftRefusal(name: CallName, lessonsLeft: number, next: LessonsLeftReason["next"]) {
  return method(name)(callPath(name), async ({ request }) => {
    await record(name, request);
    const count = `${lessonsLeft} ${lessonsLeft === 1 ? "lesson" : "lessons"}`;
    const reason: LessonsLeftReason = { code: "lessonsLeft", lessonsLeft, next };
    const message = `Complete the course's lessons first: ${count} to go.`;
    return HttpResponse.json({ statusCode: 403, error: "Forbidden", message, reason }, { status: 403 });
  });
}

/**
 * A call that is down: it fails with `status` (SWR's own retries of a 5xx fail too) until `end()`, then
 * answers `data`, so the story decides when the learner's retry succeeds. A story's `beforeEach` calls
 * `start()`, so every render begins with the call down.
 */
export function outage(name: CallName, status: number, data: unknown, message = "Something went wrong.") {
  let isDown = true;
  return {
    handler: method(name)(callPath(name), async ({ request }) => {
      await record(name, request);
      if (isDown) return HttpResponse.json({ statusCode: status, error: "Error", message }, { status });
      assertAnswer(name, data);
      return HttpResponse.json(data as never);
    }),
    start() {
      isDown = true;
    },
    end() {
      isDown = false;
    },
  };
}

/** A call that never answers: the loading state stays on screen. */
export function pending(name: CallName): HttpHandler {
  return method(name)(callPath(name), async ({ request }) => {
    await record(name, request);
    await delay("infinite");
    return HttpResponse.json({});
  });
}

/** A call whose first answer is a 401 (an expired access token), then its fixture (typed where it is made). */
export function expiredOnce(name: CallName, data: unknown): HttpHandler {
  let refused = false;
  return method(name)(callPath(name), async ({ request }) => {
    await record(name, request);
    if (!refused) {
      refused = true;
      return HttpResponse.json(
        { statusCode: 401, error: "Unauthorized", message: "Access token expired: refresh the session." },
        { status: 401 },
      );
    }
    return HttpResponse.json(data as never);
  });
}

/** The id at the end of a call's path, e.g. the tool of `/api/tools/add-to-favorites/t-chatassist`. */
const lastPathPart = (request: Request) => decodeURIComponent(new URL(request.url).pathname.split("/").pop() ?? "");

const refreshed: RefreshAnswer = { success: true, rotated: true };
const destroyed: SuccessAnswer = { success: true };

export interface CampusHandlersOptions {
  login?: ResultOf<"getUserData">;
}

/**
 * The handlers of a signed-in campus, grouped so a story replaces one group (msw-storybook-addon merges
 * them by key): `session` (sign-in and user), `shell` (menu and side drawers), `pages` (screens).
 */
export function campusHandlers({ login = fixtures.loginAnswer() }: CampusHandlersOptions = {}) {
  return {
    session: [
      answer("getUserData", login),
      answer("authorize", async (request: Request) => ({
        code: "demo-code-0123456789",
        state: ((await request.json()) as { state: string }).state,
      })),
      answer("exchangeCode", login),
      answer("urlLogin", login),
      answer("refreshToken", refreshed),
      answer("destroyToken", destroyed),
      answer("savePreferences", (request: Request) =>
        request.json().then((body: object) => ({ preferences: { ...login.user.preferences, ...body } })),
      ),
    ],
    // Its own group, so a story that replaces the session's calls keeps the login page's options.
    signInOptions: [answer("signInOptions", fixtures.signInOptions)],
    shell: [
      answer("toolbar", translated({ pl: fixtures.toolbar, en: fixtures.toolbarEn })),
      answer("notifications", fixtures.notifications),
      answer("readNotifications", fixtures.notificationsAllRead),
      answer("rankStages", fixtures.rankStages),
      answer("sessionStreak", fixtures.sessionStreak),
      answer("studyTime", fixtures.sessionStreak),
    ],
    pages: [
      answer("homepage", translated({ pl: fixtures.homepage, en: fixtures.homepageEn })),
      answer("myLearning", translated({ pl: fixtures.myLearning, en: fixtures.myLearningEn })),
      answer("onboarding", translated({ pl: fixtures.onboarding, en: fixtures.onboardingEn })),
      answer("completeOnboarding", fixtures.onboarded(login)),
      answer("modules", (request: Request) =>
        fixtures.modulesAnswer(
          translated({ pl: fixtures.programCards, en: fixtures.programCardsEn })(),
          new URL(request.url),
        ),
      ),
      answer("module", (request: Request) => {
        const details = translated({ pl: fixtures.programDetails, en: fixtures.programDetailsEn })();
        return {
          moduleDetails:
            fixtures.programDetailsById(details, fixtures.programIdOf(new URL(request.url))) ?? details.foundations,
        };
      }),
      answer("moduleCourses", (request: Request) => {
        const url = new URL(request.url);
        const byProgram = translated({ pl: fixtures.coursesByProgram, en: fixtures.coursesByProgramEn })();
        return fixtures.moduleCoursesAnswer(byProgram[fixtures.programIdOf(url)] ?? [], url);
      }),
      answer("filters", translated({ pl: fixtures.filterOptions, en: fixtures.filterOptionsEn })),
      answer("course", (request: Request) =>
        fixtures.courseAnswerFor(
          request.url,
          callLog,
          translated({ pl: fixtures.courseStarted, en: fixtures.courseStartedEn })(),
        ),
      ),
      answer("joinCourse", { data: { progress: fixtures.progressJoined } }),
      answer("reviewCourse", async (request: Request) => ({ review: await request.json() })),
      answer("markReviewOffered", { reviewOffered: true }),
      answer("addFavorite", (request: Request) => fixtures.favoriteAnswer(lastPathPart(request), true)),
      answer("removeFavorite", (request: Request) => fixtures.favoriteAnswer(lastPathPart(request), false)),
      ...lessonHandlers(fixtures.progressStarted),
    ],
  };
}

/**
 * The calls of an open lesson (the `lesson` view): its content in the content language, finishing it, quiz and
 * test answers, position saves, downloads and the Promptbook, over the progress `base` as the story's calls
 * change it (see `fixtures.lessonProgressAfter`).
 */
export function lessonHandlers(base: Progress): HttpHandler[] {
  const progress = () => fixtures.lessonProgressAfter(base, callLog);
  const body = <T>(request: Request) => request.clone().json() as Promise<T>;
  return [
    answerFound("lesson", (request: Request) =>
      fixtures.lessonAnswerFor(
        request.url,
        translated({ pl: fixtures.lessonContents, en: fixtures.lessonContentsEn })(),
      ),
    ),
    answer("updateProgress", () => ({ data: { progress: progress() } })),
    answer("updateQuizProgress", async (request: Request) =>
      fixtures.quizAnswerFor(await body<QuizProgressBody>(request), progress()),
    ),
    answer("updateInternalTestProgress", async (request: Request) =>
      fixtures.internalTestAnswerFor(await body<InternalTestProgressBody>(request), progress()),
    ),
    answer("savePosition", async (request: Request) =>
      fixtures.positionAnswerFor(await body<SavePositionBody>(request)),
    ),
    fileAnswer("downloadResource", (request: Request) => fixtures.resourceFileFor(request.url), "text/plain"),
    fileAnswer("downloadResources", (request: Request) => fixtures.resourcesZipFor(request.url), "application/zip"),
    answer("addPromptbookItem", async (request: Request) =>
      fixtures.promptbookItemFor(await body<{ prompt: string; lessonId?: string }>(request)),
    ),
  ];
}
