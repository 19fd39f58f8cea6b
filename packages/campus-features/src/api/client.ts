import {
  type AnswerOf,
  type CallName,
  type CallRoute,
  type CookieNames,
  CSRF_HEADER,
  type callRoutes,
  cookieNames,
  DEFAULT_COOKIE_PREFIX,
  INVALID_TOKEN_MESSAGE,
  type Lang,
  learnerCallRoutes,
} from "@campus/contract";
import { ApiError } from "./api-error";
import { type CookieJar, documentCookies } from "./cookies";
import { type FileAnswer, fileNameOf } from "./file-answer";
import { buildRequest, type CallOptions, type CallRest, campusRoute } from "./request";
import { SessionRefresher } from "./session-refresh";

/** What a call resolves to: the contract's answer, or a file for binary calls. */
export type ResultOf<N extends CallName> = Results[N];
// One mapped type over the whole table, so each call's answer type is worked out once.
type Results = { [N in CallName]: (typeof callRoutes)[N] extends { binary: string } ? FileAnswer : AnswerOf<N> };

/** Why the session ended on the client's side. */
export type SessionEndReason = "invalid-token" | "refresh-failed" | "network";

export type ClientEvent = { type: "session-ended"; reason: SessionEndReason } | { type: "not-found"; call: CallName };

export interface CampusClientOptions {
  /** Where the API is mounted; `/api` on the campus's own origin. */
  baseUrl?: string;
  cookiePrefix?: string;
  /**
   * The campus is reached over https, so its cookies carry the `__Host-`/`__Secure-` prefixes (see `cookieNames`);
   * by default, whether this page is.
   */
  secureCookies?: boolean;
  fetch?: typeof fetch;
  cookies?: CookieJar;
}

/** Calls that sign in (their 401 is an answer, not an expired session) and the session's own calls. */
const noRefresh: ReadonlySet<CallName> = new Set<CallName>([
  "authorize",
  "exchangeCode",
  "urlLogin",
  "refreshToken",
  "destroyToken",
]);

/**
 * Calls anyone may make (a certificate's public record): they stand apart from any session, so their failures
 * never end one, and their 404 is the caller's to show (a public page says "unknown" itself).
 */
const sessionless: ReadonlySet<CallName> = new Set(
  (Object.keys(learnerCallRoutes) as CallName[]).filter(
    (name) => campusRoute(name).access === "public" && !noRefresh.has(name),
  ),
);

const LANG_COOKIE_SECONDS = 365 * 24 * 3600;

/**
 * The one HTTP client of the campus (SPEC sections 7 and 8). Sends cookies and the CSRF header, refreshes
 * an expired session once for every request waiting on it, and reports the ends of a session and 404s
 * as events, so the session and the router, not the client, decide what the learner sees.
 */
export class CampusClient {
  readonly #baseUrl: string;
  readonly #names: CookieNames;
  /** The names of the other kind (bare over https, prefixed over http), read when this kind is missing. */
  readonly #otherNames: CookieNames;
  readonly #fetch: typeof fetch;
  readonly #cookies: CookieJar;
  readonly #refresher: SessionRefresher;
  /** No `fetch` was given: uploads may go through XMLHttpRequest, for their progress. */
  readonly #ownFetch: boolean;
  readonly #listeners = new Set<(event: ClientEvent) => void>();
  #sessionEnded = false;
  /** The page is being left (reload, another address): the browser cancels its calls, like a lost network. */
  #pageLeft = false;

  constructor({
    baseUrl = "/api",
    cookiePrefix = DEFAULT_COOKIE_PREFIX,
    secureCookies = typeof window !== "undefined" && window.location.protocol === "https:",
    fetch: fetchImpl,
    cookies = documentCookies,
  }: CampusClientOptions = {}) {
    this.#baseUrl = baseUrl;
    this.#names = cookieNames(cookiePrefix, secureCookies);
    this.#otherNames = cookieNames(cookiePrefix, !secureCookies);
    // Bound late, so a test or story that replaces `fetch` after the client exists is still heard.
    this.#fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
    this.#ownFetch = fetchImpl === undefined;
    this.#cookies = cookies;
    this.#refresher = new SessionRefresher((signal) => this.#refresh(signal));
    if (typeof window !== "undefined") {
      window.addEventListener("pagehide", () => {
        this.#pageLeft = true;
      });
      // Back from the back-forward cache: the page lives on.
      window.addEventListener("pageshow", () => {
        this.#pageLeft = false;
      });
    }
  }

  /** Sends a call of the contract, e.g. `call("course", { id })`. Rejects with an `ApiError`. */
  // NoInfer: the call's name alone says which call it is; inferring it back from where the answer goes
  // would search the whole table of answer types.
  call<N extends CallName>(name: N, ...[args, options]: NoInfer<CallRest<N>>): Promise<NoInfer<ResultOf<N>>> {
    return this.#send(name, args ?? {}, options ?? {}, false) as Promise<ResultOf<N>>;
  }

  /** `call` for generic code (SWR's fetcher) that holds the arguments as a plain object. */
  callWith<N extends CallName>(name: N, args: object, options: CallOptions = {}): Promise<NoInfer<ResultOf<N>>> {
    return this.#send(name, args, options, false) as Promise<ResultOf<N>>;
  }

  /**
   * Where the browser goes for a call answered with a redirect, not JSON (single sign-on's start): its address
   * with the query, on the API's mount.
   */
  navigationAddress(name: "ssoStart", query: Record<string, string>): string {
    return `${this.#baseUrl}${campusRoute(name).url}?${new URLSearchParams(query)}`;
  }

  /** The readable flag of a session: whether there is one to restore. */
  hasSession(): boolean {
    return this.#readable("authorized") !== undefined;
  }

  /** A sign-in succeeded: later 401s belong to this new session. */
  sessionStarted(): void {
    this.#sessionEnded = false;
    this.#refresher.reset();
  }

  /** Forgets the session on this side (the flag cookie); the server forgets it on destroy-token. */
  clearSession(): void {
    this.#cookies.remove(this.#names.authorized);
    this.#cookies.remove(this.#otherNames.authorized);
  }

  /** Content comes in this language from now on (the server reads the `lang` cookie). */
  setLanguage(language: Lang): void {
    this.#cookies.write(this.#names.lang, language, LANG_COOKIE_SECONDS);
  }

  /**
   * A readable session cookie by the name the server gives it: prefixed over https, bare over http. The other
   * name is read when that one is missing, so the campus still follows a server that decides otherwise (one in
   * production mode opened over http on this machine); the server itself reads only the name it sets.
   */
  #readable(which: "authorized" | "csrf"): string | undefined {
    return this.#cookies.read(this.#names[which]) ?? this.#cookies.read(this.#otherNames[which]);
  }

  subscribe(listener: (event: ClientEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(event: ClientEvent) {
    for (const listener of this.#listeners) listener(event);
  }

  /**
   * Ends the session once, however many requests in flight find out at the same time. Not while the page
   * is being left: the calls it cancels then say nothing of the session, and clearing the flag cookie would
   * send the reloaded page to /login.
   */
  #endSession(reason: SessionEndReason) {
    if (this.#pageLeft) return;
    this.clearSession();
    if (this.#sessionEnded) return;
    this.#sessionEnded = true;
    this.#emit({ type: "session-ended", reason });
  }

  #headers(method: string, body?: string | FormData): Record<string, string> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (method !== "GET") {
      // A form's type (multipart/form-data with its boundary) is the browser's to write, and a call without a
      // body has none: the server would try to read JSON from nothing.
      if (typeof body === "string") headers["content-type"] = "application/json";
      const csrf = this.#readable("csrf");
      if (csrf) headers[CSRF_HEADER] = csrf;
    }
    return headers;
  }

  async #refresh(signal: AbortSignal): Promise<boolean> {
    const { method, path, body } = buildRequest("refreshToken");
    const response = await this.#fetch(this.#baseUrl + path, {
      method,
      headers: this.#headers(method, body),
      body,
      credentials: "include",
      signal,
    });
    return response.ok;
  }

  async #send(name: CallName, args: object, options: CallOptions, isRetry: boolean): Promise<unknown> {
    const { method, path, body } = buildRequest(name, args);
    const generation = this.#refresher.generation;
    let response: Response;
    try {
      const init = {
        method,
        headers: this.#headers(method, body),
        body,
        signal: options.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      };
      response =
        body instanceof FormData && options.onUploadProgress && this.#ownFetch && typeof XMLHttpRequest !== "undefined"
          ? // Loaded with the first upload: only the final work's page sends files, so no other page carries it.
            await (await import("./upload")).sendWithProgress(
              this.#baseUrl + path,
              { ...init, body },
              options.onUploadProgress,
            )
          : await this.#fetch(this.#baseUrl + path, { ...init, credentials: "include" });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // No answer at all (SPEC section 8): the session cannot be trusted to exist.
      if (!options.background && !noRefresh.has(name) && !sessionless.has(name)) this.#endSession("network");
      throw new ApiError(name, 0, error instanceof Error ? error.message : "Network failure", "network");
    }
    if (response.ok) return this.#parse(name, response);
    const error = await ApiError.fromResponse(name, response);
    if (response.status === 401 && !noRefresh.has(name) && !sessionless.has(name)) {
      if (error.message === INVALID_TOKEN_MESSAGE) {
        if (!this.#sessionEnded && !this.#pageLeft) this.#presentRefreshCookie();
        this.#endSession("invalid-token");
        throw error;
      }
      if (!isRetry && (await this.#refresher.afterUnauthorized(generation))) {
        return this.#send(name, args, options, true);
      }
      this.#endSession("refresh-failed");
      throw error;
    }
    if (response.status === 404 && !sessionless.has(name)) this.#emit({ type: "not-found", call: name });
    throw error;
  }

  /**
   * The access token is gone although the browser still holds it: a refresh elsewhere (perhaps by someone who
   * stole the refresh token) rotated the session, or it was revoked. Ending the session here alone would never
   * show the server this browser's refresh token, so a thief who refreshed first would keep the session. The
   * sign-out call presents it: the server ends that session, the thief's successor tokens with it (RFC 9700
   * section 4.14). Sent once, `keepalive` so the way to /login does not cancel it; its outcome changes nothing here.
   */
  #presentRefreshCookie() {
    const { method, path, body } = buildRequest("destroyToken");
    this.#fetch(this.#baseUrl + path, {
      method,
      headers: this.#headers(method, body),
      body,
      credentials: "include",
      keepalive: true,
    }).catch(() => undefined);
  }

  async #parse(name: CallName, response: Response): Promise<unknown> {
    const route: CallRoute = campusRoute(name);
    if (route.binary) {
      const file: FileAnswer = {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get("content-disposition"), name),
      };
      return file;
    }
    return response.json();
  }
}
