import { createHash, randomBytes } from "node:crypto";
import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
} from "@playwright/test";

export { expect };

export const PASSWORD = "campus-demo";
export const LEARNER = "learner@example.com";
export const NEWCOMER = "newcomer@example.com";
export const RESTRICTED = "restricted@example.com";
export const STAFF = "staff@example.com";
/** Every lesson of c-intro and c-final-single done (seeded): its closed test opens at once (issue 40). */
export const READY = "ready@example.com";

/**
 * An answer a journey provokes on purpose (a refused password, an expired access token): Chromium logs it
 * as the console error "Failed to load resource: the server responded with a status of 401", which is then
 * fine. It is matched precisely: the path of the URL and the status.
 */
export interface ExpectedFailure {
  path: string;
  status: number;
}

interface Fixtures {
  watch: Watcher;
  /**
   * A further browser context (another device) with the project's address, locale, timezone and viewport,
   * watched like the test's own and closed after the test.
   */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

const isExpected = (message: ConsoleMessage, expected: ExpectedFailure[]) => {
  const url = message.location().url;
  if (!url) return false;
  const { pathname } = new URL(url);
  return expected.some(
    (failure) => pathname === failure.path && message.text().includes(`status of ${failure.status} `),
  );
};

const REPORT_BINDING = "__e2eReportViolation";
const VIOLATIONS = "__e2eViolations";

/**
 * Runs in every document before its own scripts: Content-Security-Policy violations are kept in the page
 * (read back at the end of the test) and reported to the test as they happen (pages that were left since).
 */
function listenForViolations({ binding, list }: { binding: string; list: string }) {
  const page = window as unknown as Record<string, unknown>;
  const violations: string[] = [];
  page[list] = violations;
  window.addEventListener(
    "securitypolicyviolation",
    (event) => {
      const text = `CSP violation on ${location.href}: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`;
      violations.push(text);
      const report = page[binding];
      if (typeof report === "function") void report(text);
    },
    true,
  );
}

/** Watches the pages of a test's browser contexts; see `test`. */
class Watcher {
  readonly #expected: ExpectedFailure[] = [];
  readonly #problems = new Set<string>();
  readonly #contexts: BrowserContext[] = [];

  /** Declares a refused answer the journey provokes on purpose. */
  expectFailure(failure: ExpectedFailure): void {
    this.#expected.push(failure);
  }

  get problems(): string[] {
    return [...this.#problems];
  }

  async watch(context: BrowserContext): Promise<void> {
    this.#contexts.push(context);
    await context.exposeBinding(REPORT_BINDING, (_source, text: string) => this.#problems.add(text));
    await context.addInitScript(listenForViolations, { binding: REPORT_BINDING, list: VIOLATIONS });
    context.on("page", (page) => this.#watchPage(page));
    for (const page of context.pages()) this.#watchPage(page);
  }

  /** The violations still held by open pages, in case a report did not arrive. */
  async readBack(): Promise<void> {
    for (const page of this.#contexts.flatMap((context) => context.pages())) {
      const held = page
        .evaluate((list) => (window as unknown as Record<string, string[] | undefined>)[list] ?? [], VIOLATIONS)
        .catch(() => []);
      // A page stuck in a dialog or a navigation has reported what it saw already.
      const stuck = new Promise<string[]>((resolve) => setTimeout(() => resolve([]), 2_000).unref());
      for (const text of await Promise.race([held, stuck])) this.#problems.add(text);
    }
  }

  #watchPage(page: Page) {
    page.on("console", (message) => {
      if (message.type() === "error" && !isExpected(message, this.#expected)) {
        this.#problems.add(`console error on ${page.url()}: ${message.text()} (${message.location().url})`);
      }
    });
    page.on("pageerror", (error) => this.#problems.add(`uncaught on ${page.url()}: ${error.stack ?? error.message}`));
  }
}

/**
 * Every page of a journey is watched: a console error, an uncaught exception or a Content-Security-Policy
 * violation fails the journey, except the network errors it declared with `watch.expectFailure`.
 */
export const test = base.extend<Fixtures>({
  watch: [
    async ({ context }, use) => {
      const watcher = new Watcher();
      await watcher.watch(context);
      await use(watcher);
      await watcher.readBack();
      expect(watcher.problems, "no console errors, uncaught exceptions or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
  newContext: async ({ browser, watch, baseURL, locale, timezoneId, viewport }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, ...options });
      opened.push(context);
      await watch.watch(context);
      return context;
    });
    // Torn down before `watch`, which judges: read these contexts' pages back before they close.
    await watch.readBack();
    for (const context of opened) await context.close();
  },
});

/**
 * Signs in through the API's built-in PKCE sign-in (S256 challenge, then the code exchange), in the cookie jar
 * of a browser context or request context: for journeys that are not about the login page.
 */
export async function signInByApi(request: APIRequestContext, email: string): Promise<void> {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const authorized = await request.post("/api/auth/authorize", {
    data: { email, password: PASSWORD, codeChallenge: challenge, codeChallengeMethod: "S256", state: "e2e" },
  });
  expect(authorized.status(), await authorized.text()).toBe(200);
  const { code, state } = (await authorized.json()) as { code: string; state: string };
  expect(state).toBe("e2e");
  const exchanged = await request.post("/api/auth/exchange-code", { data: { code, codeVerifier: verifier } });
  expect(exchanged.status(), await exchanged.text()).toBe(200);
}

/**
 * A campus cookie by its bare name (`csrf_token`): `campus_csrf_token` over http, `__Host-campus_csrf_token` (or
 * `__Secure-` for the HttpOnly ones) over https, as `cookieNames` of the contract names them.
 */
export function campusCookie<C extends { name: string }>(cookies: C[], name: string): C | undefined {
  return cookies.find((cookie) => cookie.name.replace(/^__(Host|Secure)-/, "") === `campus_${name}`);
}

/** The CSRF header of the session in a cookie jar, for state-changing calls made from Node. */
export async function csrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const cookies = (await request.storageState()).cookies;
  const token = campusCookie(cookies, "csrf_token")?.value;
  expect(token, "a session's CSRF cookie").toBeTruthy();
  return { "x-csrf-token": token ?? "" };
}

interface ProgressTree {
  _id: string;
  lessons: { id: string; sublessons: { id: string }[] }[];
}

/**
 * Completes every lesson of a course through the API, as a learner would (joining it, passing each internal
 * test with the answers its feedback marks right): the closed test and the final work open only after that
 * (issue 40). For journeys that are not about the lessons.
 */
export async function completeLessonsByApi(request: APIRequestContext, courseId: string): Promise<void> {
  const headers = await csrfHeader(request);
  const joined = await request.post(`/api/course/join/${courseId}`, { headers });
  expect(joined.status(), await joined.text()).toBe(200);
  const progress = ((await joined.json()) as { data: { progress: ProgressTree } }).data.progress;
  for (const lesson of progress.lessons) {
    const units = lesson.sublessons.length > 0 ? lesson.sublessons.map((sub) => sub.id) : [null];
    for (const sublessonId of units) {
      const at = { progressId: progress._id, lessonId: lesson.id, sublessonId };
      const query = sublessonId ? `?sublessonId=${sublessonId}` : "";
      const content = (await (await request.get(`/api/course/lesson/${lesson.id}${query}`)).json()) as {
        content: { internalTest: { questions: { _id: string; answers: { id: string }[] }[] } | null };
      };
      for (const question of content.content.internalTest?.questions ?? []) {
        const send = (answer: string[]) =>
          request.post("/api/course/update-internal-test-progress", {
            headers,
            data: { data: { ...at, questionId: question._id, answer } },
          });
        const first = (await (await send([question.answers[0]?.id ?? ""])).json()) as {
          isQuestionPassed: boolean;
          answersFeedback: { id: string; isCorrect: boolean }[];
        };
        if (!first.isQuestionPassed)
          await send(first.answersFeedback.filter((answer) => answer.isCorrect).map((answer) => answer.id));
      }
      const done = await request.post("/api/course/update-progress", { headers, data: at });
      expect(done.status(), await done.text()).toBe(200);
    }
  }
}

/** Saves a learner's language and theme with their account, as another device would. */
export async function savePreferences(
  request: APIRequestContext,
  preferences: { language: "pl" | "en"; theme: "light" | "high-contrast" },
): Promise<void> {
  const saved = await request.put("/api/auth/preferences", { data: preferences, headers: await csrfHeader(request) });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Signs in on the (Polish) login page, as a learner does: the fields found by their labels, then Enter. */
export async function signInOnPage(page: Page, email: string, password = PASSWORD): Promise<void> {
  if (new URL(page.url()).pathname !== "/login") await page.goto("/login");
  await page.getByRole("textbox", { name: "Adres e-mail", exact: true }).fill(email);
  const passwordField = page.getByRole("textbox", { name: "Hasło", exact: true });
  await passwordField.fill(password);
  await passwordField.press("Enter");
}

/** Waits for the answer of the account's preferences being saved (a signed-in choice of language or theme). */
export function preferencesSaved(page: Page) {
  return page.waitForResponse(
    (response) => response.url().endsWith("/api/auth/preferences") && response.request().method() === "PUT",
  );
}
