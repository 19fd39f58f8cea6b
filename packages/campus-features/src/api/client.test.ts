import { INVALID_TOKEN_MESSAGE } from "@campus/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { CampusClient, type ClientEvent } from "./client";
import type { CookieJar } from "./cookies";
import { buildRequest } from "./request";

function memoryCookies(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    read: (name) => values.get(name),
    write: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
const unauthorized = (message = "Access token expired: refresh the session.") =>
  json(401, { statusCode: 401, error: "Unauthorized", message });

/** A server whose access token has expired until the one refresh rotates it. */
function expiredSession({ refresh = async () => json(200, { success: true, rotated: true }) } = {}) {
  let refreshed = false;
  const seen: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    seen.push(`${init?.method} ${url}`);
    if (url.endsWith("/auth/refresh-token")) {
      const answer = await refresh();
      if (answer.ok) refreshed = true;
      return answer;
    }
    return refreshed
      ? json(200, { startingCourse: null, startedCourses: [], notStartedCourses: [], notStartedTotal: 0 })
      : unauthorized();
  });
  return { fetchMock, seen, count: (part: string) => seen.filter((line) => line.includes(part)).length };
}

function clientWith(
  fetchMock: typeof fetch,
  cookies = memoryCookies({ campus_authorized: "1", campus_csrf_token: "t0k" }),
) {
  const client = new CampusClient({ fetch: fetchMock, cookies });
  const events: ClientEvent[] = [];
  client.subscribe((event) => events.push(event));
  return { client, events, cookies };
}

describe("buildRequest", () => {
  it("fills path parameters from the contract's table, encoded", () => {
    expect(buildRequest("course", { id: "c intro/1" })).toEqual({ method: "GET", path: "/course/c%20intro%2F1" });
  });

  it("sends only the query values that are set, lists comma-joined (SPEC section 5)", () => {
    const request = buildRequest("modules", {
      page: 2,
      search: "",
      rank: ["1", "3"] as unknown as string,
      modulesType: undefined,
    });
    expect(request.path).toBe("/modules?page=2&rank=1%2C3");
  });

  it("sends the rest of the arguments as the JSON body of a state-changing call", () => {
    expect(buildRequest("updateProgress", { progressId: "p1", lessonId: "l1" })).toEqual({
      method: "POST",
      path: "/course/update-progress",
      body: JSON.stringify({ progressId: "p1", lessonId: "l1" }),
    });
    expect(buildRequest("joinCourse", { id: "c1" }).body).toBe("{}");
  });

  it("refuses a call without its path parameter", () => {
    expect(() => buildRequest("course", {} as { id: string })).toThrow(/needs every path parameter of \/course\/:id/);
  });
});

describe("CampusClient", () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it("sends cookies, and the CSRF cookie as x-csrf-token on state-changing calls only", async () => {
    const fetchMock = vi.fn(async () => json(200, { data: { progress: {} } }));
    const { client } = clientWith(fetchMock);
    await client.call("homepage");
    await client.call("joinCourse", { id: "c1" });
    const [[, getInit], [postUrl, postInit]] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(getInit.credentials).toBe("include");
    expect(getInit.headers).not.toHaveProperty("x-csrf-token");
    expect(postUrl).toBe("/api/course/join/c1");
    expect(postInit.headers).toMatchObject({ "x-csrf-token": "t0k", "content-type": "application/json" });
  });

  it("over https reads and writes the prefixed cookie names the server sets there, and never needs the bare ones", async () => {
    const fetchMock = vi.fn(async () => json(200, { data: { progress: {} } }));
    const cookies = memoryCookies({ "__Host-campus_authorized": "1", "__Host-campus_csrf_token": "h0st" });
    const client = new CampusClient({ fetch: fetchMock, cookies, secureCookies: true });
    expect(client.hasSession()).toBe(true);
    await client.call("joinCourse", { id: "c1" });
    const [[, init]] = fetchMock.mock.calls as unknown as [[string, RequestInit]];
    expect(init.headers).toMatchObject({ "x-csrf-token": "h0st" });
    client.setLanguage("en");
    expect(cookies.values.get("__Host-campus_lang")).toBe("en");
    expect(cookies.values.has("campus_lang")).toBe(false);
    client.clearSession();
    expect(client.hasSession()).toBe(false);
  });

  it("follows a server that names its cookies otherwise than the page's scheme suggests", async () => {
    const fetchMock = vi.fn(async () => json(200, { data: { progress: {} } }));
    // A production server opened over http on this machine sets the prefixed names; the page is not https.
    const cookies = memoryCookies({ "__Host-campus_authorized": "1", "__Host-campus_csrf_token": "pr0d" });
    const client = new CampusClient({ fetch: fetchMock, cookies, secureCookies: false });
    expect(client.hasSession()).toBe(true);
    await client.call("joinCourse", { id: "c1" });
    const [[, init]] = fetchMock.mock.calls as unknown as [[string, RequestInit]];
    expect(init.headers).toMatchObject({ "x-csrf-token": "pr0d" });
    client.clearSession();
    expect(cookies.values.has("__Host-campus_authorized")).toBe(false);
  });

  it("answers a binary call with a blob and the file name of Content-Disposition", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(new Uint8Array([1, 2, 3]), {
          headers: { "content-type": "application/zip", "content-disposition": `attachment; filename="lekcja.zip"` },
        }),
    );
    const { client } = clientWith(fetchMock);
    const file = await client.call("downloadResources", { lessonId: "l1" });
    expect(file.fileName).toBe("lekcja.zip");
    expect(file.blob.size).toBe(3);
  });

  it("writes the lang cookie when the language changes", () => {
    const { client, cookies } = clientWith(vi.fn());
    client.setLanguage("en");
    expect(cookies.values.get("campus_lang")).toBe("en");
  });

  it("refreshes once for 50 concurrent 401s and retries each request once", async () => {
    const server = expiredSession();
    const { client, events } = clientWith(server.fetchMock);
    const answers = await Promise.all(Array.from({ length: 50 }, () => client.call("homepage")));
    expect(answers).toHaveLength(50);
    expect(server.count("refresh-token")).toBe(1);
    expect(server.count("homepage-data")).toBe(100);
    expect(events).toEqual([]);
  });

  it("retries without a second refresh a 401 that arrives after the refresh succeeded", async () => {
    let releaseLate: () => void = () => {};
    const late = new Promise<void>((resolve) => {
      releaseLate = resolve;
    });
    let calls = 0;
    let refreshes = 0;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith("/auth/refresh-token")) {
        refreshes += 1;
        return json(200, { success: true, rotated: true });
      }
      calls += 1;
      // The second request was sent with the old cookie, but its 401 comes back only after the refresh.
      if (calls === 2) {
        await late;
        return unauthorized();
      }
      return calls <= 2 ? unauthorized() : json(200, { modules: [] });
    });
    const { client } = clientWith(fetchMock);
    const first = client.call("toolbar");
    const second = client.call("toolbar");
    await first;
    releaseLate();
    await second;
    expect(refreshes).toBe(1);
  });

  it("fails every waiting request within 5.5 s with one end of session when the refresh never answers", async () => {
    vi.useFakeTimers();
    const server = expiredSession({ refresh: () => new Promise<Response>(() => {}) });
    const { client, events, cookies } = clientWith(server.fetchMock);
    const results = Array.from({ length: 50 }, () => client.call("homepage").catch((error: unknown) => error));
    await vi.advanceTimersByTimeAsync(5500);
    const errors = await Promise.all(results);
    expect(errors.every((error) => error instanceof ApiError && error.status === 401)).toBe(true);
    expect(server.count("refresh-token")).toBe(1);
    expect(events).toEqual([{ type: "session-ended", reason: "refresh-failed" }]);
    expect(cookies.values.has("campus_authorized")).toBe(false);
  });

  it("does not refresh again for 401s of the generation whose refresh failed", async () => {
    const server = expiredSession({
      refresh: async () => unauthorized("Refresh token expired or revoked: sign in again."),
    });
    const { client, events } = clientWith(server.fetchMock);
    await Promise.allSettled(Array.from({ length: 10 }, () => client.call("homepage")));
    await client.call("homepage").catch(() => undefined);
    expect(server.count("refresh-token")).toBe(1);
    expect(events).toHaveLength(1);
  });

  it("ends the session without a refresh on invalid_token, once for every request in flight", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith("/auth/destroy-token")
        ? json(200, { success: true })
        : unauthorized(INVALID_TOKEN_MESSAGE),
    );
    const { client, events, cookies } = clientWith(fetchMock);
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => client.call("homepage")));
    expect(outcomes.every((outcome) => outcome.status === "rejected")).toBe(true);
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://campus.test").pathname);
    expect(paths.filter((path) => !path.startsWith("/api/auth/"))).toHaveLength(5);
    expect(paths).not.toContain("/api/auth/refresh-token");
    expect(events).toEqual([{ type: "session-ended", reason: "invalid-token" }]);
    expect(cookies.values.has("campus_authorized")).toBe(false);
  });

  it("presents the refresh cookie once when invalid_token ends the session, so the server can end a stolen one", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input).endsWith("/auth/destroy-token")
        ? json(200, { success: true })
        : unauthorized(INVALID_TOKEN_MESSAGE),
    );
    const { client } = clientWith(fetchMock);
    await Promise.allSettled(Array.from({ length: 5 }, () => client.call("homepage")));
    const destroys = fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/auth/destroy-token"));
    expect(destroys).toHaveLength(1);
    const init = destroys[0]?.[1] as RequestInit;
    expect(init).toMatchObject({ method: "POST", credentials: "include", keepalive: true });
    expect(new Headers(init.headers).get("x-csrf-token")).toBeTruthy();
  });

  it("sends the refresh and the sign-out with an empty body and no content type (SPEC section 7)", async () => {
    const sent: RequestInit[] = [];
    const server = expiredSession();
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (/\/auth\/(refresh|destroy)-token$/.test(String(input))) sent.push(init ?? {});
      return String(input).endsWith("/auth/destroy-token")
        ? json(200, { success: true })
        : server.fetchMock(input, init);
    });
    const { client } = clientWith(fetchMock);
    await client.call("homepage");
    await client.call("destroyToken");
    expect(sent).toHaveLength(2);
    for (const init of sent) {
      expect(init.body).toBeUndefined();
      expect(new Headers(init.headers).has("content-type")).toBe(false);
      expect(new Headers(init.headers).get("x-csrf-token")).toBe("t0k");
    }
    expect(buildRequest("refreshToken")).toEqual({ method: "POST", path: "/auth/refresh-token" });
  });

  it("ends the session when a retried request is refused again", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith("/auth/refresh-token") ? json(200, { success: true, rotated: true }) : unauthorized(),
    );
    const { client, events } = clientWith(fetchMock);
    await expect(client.call("homepage")).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(events).toEqual([{ type: "session-ended", reason: "refresh-failed" }]);
  });

  it("answers a refused sign-in with its error, without refreshing or ending anything", async () => {
    const fetchMock = vi.fn(async () => unauthorized("Wrong email or password."));
    const { client, events } = clientWith(fetchMock);
    await expect(
      client.call("authorize", {
        email: "a@b.pl",
        password: "x",
        codeChallenge: "c".repeat(43),
        codeChallengeMethod: "S256",
        state: "s",
      }),
    ).rejects.toMatchObject({ status: 401, message: "Wrong email or password." });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);
  });

  it("ends the session once on a network failure without an answer, but not on an abort", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.signal?.aborted) throw new DOMException("aborted", "AbortError");
      throw new TypeError("Failed to fetch");
    });
    const { client, events } = clientWith(fetchMock);
    const controller = new AbortController();
    controller.abort();
    await expect(client.call("homepage", {}, { signal: controller.signal })).rejects.toThrow("aborted");
    expect(events).toEqual([]);
    await Promise.allSettled([client.call("homepage"), client.call("toolbar")]);
    expect(events).toEqual([{ type: "session-ended", reason: "network" }]);
  });

  it("keeps the session when a background call (a draft's autosave) finds no connection", async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { client, events, cookies } = clientWith(fetchMock);
    const saved = client.call(
      "saveExamDraft",
      { id: "c1", taskId: "t1", text: "", links: [], files: [] },
      { background: true },
    );
    await expect(saved).rejects.toMatchObject({ status: 0, kind: "network" });
    expect(events).toEqual([]);
    expect(cookies.values.get("campus_authorized")).toBe("1");
  });

  it("asks the browser to finish a call sent as the page is left (keepalive), and only that one", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(200, { success: true }));
    const { client } = clientWith(fetchMock);
    await client.call("toolbar", {}, { keepalive: true });
    await client.call("toolbar");
    expect(fetchMock.mock.calls.map(([, init]) => init?.keepalive)).toEqual([true, undefined]);
  });

  it("keeps the session when the calls fail because the page is being left (a reload cancels them)", async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { client, events, cookies } = clientWith(fetchMock);
    window.dispatchEvent(new Event("pagehide"));
    await expect(client.call("toolbar")).rejects.toMatchObject({ status: 0 });
    expect(events).toEqual([]);
    expect(cookies.values.get("campus_authorized")).toBe("1");
    // Back from the back-forward cache, a lost connection ends the session again.
    window.dispatchEvent(new Event("pageshow"));
    await client.call("toolbar").catch(() => undefined);
    expect(events).toEqual([{ type: "session-ended", reason: "network" }]);
  });

  it("starts over after a new sign-in", async () => {
    const fetchMock = vi.fn(async () => unauthorized(INVALID_TOKEN_MESSAGE));
    const { client, events } = clientWith(fetchMock);
    await client.call("homepage").catch(() => undefined);
    client.sessionStarted();
    await client.call("homepage").catch(() => undefined);
    expect(events).toHaveLength(2);
  });

  it("reports a 404 and types 403, 406 and 429 errors", async () => {
    const answers = [
      json(404, { statusCode: 404, error: "Not Found", message: "Course not found." }),
      json(403, { statusCode: 403, error: "Forbidden", message: "You don't have access to this section." }),
      json(406, { statusCode: 406, error: "Not Acceptable", message: "not in language" }),
      json(429, { statusCode: 429, error: "Too Many Requests", message: "Slow down." }, { "retry-after": "120" }),
    ];
    const fetchMock = vi.fn(async () => answers.shift() as Response);
    const { client, events } = clientWith(fetchMock);
    await expect(client.call("course", { id: "x" })).rejects.toMatchObject({ status: 404 });
    expect(events).toEqual([{ type: "not-found", call: "course" }]);
    await expect(client.call("module", { id: "m" })).rejects.toMatchObject({ status: 403 });
    await expect(client.call("course", { id: "pl-only" })).rejects.toMatchObject({ status: 406 });
    await expect(client.call("homepage")).rejects.toMatchObject({ status: 429, retryAfterSeconds: 120 });
  });

  it("carries a final work's per-link errors", async () => {
    const fetchMock = vi.fn(async () =>
      json(422, { success: false, errors: { "https://vimeo.com/1": "This video is private." } }),
    );
    const { client } = clientWith(fetchMock);
    const error = await client.call("updateExamSubmit", { submitId: "s1" } as never).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ "https://vimeo.com/1": "This video is private." });
  });
});
