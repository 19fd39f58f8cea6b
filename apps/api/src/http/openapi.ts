import { type Call, type CallName, CSRF_HEADER, calls, cookieNames, ErrorAnswer } from "@campus/contract";

/**
 * The credentials a call may need, as the OpenAPI document declares them (`components.securitySchemes`), with the
 * cookie names of a campus reached over https when `secure` (production), else the bare ones; each description
 * names the other.
 */
export function securitySchemes(cookiePrefix: string, secure = false) {
  const names = cookieNames(cookiePrefix, secure);
  const other = cookieNames(cookiePrefix, !secure);
  const otherwise = (name: string) => ` Over ${secure ? "plain http (development)" : "https"} it is named ${name}.`;
  return {
    session: {
      type: "apiKey",
      in: "cookie",
      name: names.access,
      description:
        "The session's access token (HttpOnly), set by the sign-in calls and renewed by refresh-token. " +
        "A requirement with the `staff` role needs a staff account." +
        otherwise(other.access),
    },
    refresh: {
      type: "apiKey",
      in: "cookie",
      name: names.refresh,
      description: `The session's refresh token (HttpOnly, SameSite=Strict, sent to /api/auth only).${otherwise(other.refresh)}`,
    },
    // The CSRF check is a double submit: the header and the cookie must both be present and equal (and belong to
    // the session), so a requirement names both schemes; one alone is refused with 403.
    csrf: {
      type: "apiKey",
      in: "header",
      name: CSRF_HEADER,
      description:
        `The value of the ${names.csrf} cookie, which every state-changing call under a session sends. ` +
        "Always required together with the csrfCookie scheme: the header must equal that cookie, or the call is refused (403).",
    },
    csrfCookie: {
      type: "apiKey",
      in: "cookie",
      name: names.csrf,
      description:
        "The CSRF cookie (readable by the campus, set with the session). Always required together with the csrf " +
        `scheme: its value must equal the ${CSRF_HEADER} header, or the call is refused (403).` +
        otherwise(other.csrf),
    },
  } as const;
}

type Scheme = keyof ReturnType<typeof securitySchemes>;
/** One way of being allowed to make a call: every scheme it names at once (`{}`: no credentials). */
type Requirement = Partial<Record<Scheme, string[]>>;

/**
 * Public calls that still act on a session when there is one. The others (the three sign-in calls) need no
 * credentials: they create the session.
 */
const publicWithSession: Partial<Record<CallName, Requirement[]>> = {
  refreshToken: [{ refresh: [], csrf: [], csrfCookie: [] }],
  // Signing out takes either cookie, or none (then it only clears the browser's cookies).
  destroyToken: [{ refresh: [], csrf: [], csrfCookie: [] }, { session: [], csrf: [], csrfCookie: [] }, {}],
};

/** Who may make a call, in the document's words: the cookie session, the CSRF header for changes, the staff role. */
function securityOf(name: CallName, call: Call): Requirement[] {
  const csrf: Requirement = call.method === "GET" ? {} : { csrf: [], csrfCookie: [] };
  if (call.access === "user") return [{ session: [], ...csrf }];
  if (call.access === "staff") return [{ session: ["staff"], ...csrf }];
  return publicWithSession[name] ?? [];
}

const callNames = new Map<Call, CallName>(Object.entries(calls).map(([name, call]) => [call, name as CallName]));

/**
 * What the document says of a call beyond its schemas: its `operationId` is its name in the contract, so a client
 * generated from the document reads like the contract (`getUserData`, `addFavorite`), its security, and every
 * answer the server may give it.
 */
export function operationOf(call: Call) {
  const name = callNames.get(call);
  if (!name) throw new Error(`${call.method} ${call.url} is not a call of the contract: declare it in calls.`);
  return { operationId: name, security: securityOf(name, call), response: answersOf(name, call) };
}

/** The body limit of a call unless its route sets its own (`bodyLimit`). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Fastify's longest path parameter (its default `maxParamLength`): a longer one is refused before routing. */
export const MAX_PARAM_LENGTH = 100;

const retryAfter = {
  "Retry-After": { type: "integer", minimum: 1, description: "Seconds to wait before trying again." },
};

/** What each error status means, as the document says it; every one is answered in the one ErrorAnswer shape. */
const errorMeanings: Record<number, { description: string; headers?: typeof retryAfter }> = {
  400: { description: "Bad input: the message names the parameter, query or body field that is wrong." },
  401: { description: "No session or an ended one (sign in again), or wrong credentials on a sign-in call." },
  403: {
    description:
      "Refused: another site, a missing or wrong CSRF header or cookie, or a role or organization flag the learner lacks.",
  },
  404: { description: "What the call names does not exist, or is not the learner's." },
  406: { description: "Not available in the requested language." },
  409: { description: "The call does not fit the current state (what it names is in another state)." },
  413: { description: bodyLimitText(DEFAULT_BODY_LIMIT) },
  414: { description: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.` },
  415: { description: "The body is not JSON: send it as application/json, or send no body at all." },
  422: { description: "The input is well formed but cannot be taken as it is." },
  429: { description: "Too many calls: wait as long as Retry-After says.", headers: retryAfter },
  503: {
    description: "Too many sign-ins are being checked at once: wait as long as Retry-After says.",
    headers: retryAfter,
  },
};

/** The 413 description for a body limit in bytes. */
export function bodyLimitText(bytes: number): string {
  const size = bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`;
  return `The body is over ${size}, the most this call takes.`;
}

/**
 * Calls that may answer 503: the password sign-in, whose checks are bounded per process (a sign-in beyond the
 * queue is refused at once rather than starving the server).
 */
const overloadable = new Set<CallName>(["authorize"]);

/**
 * The statuses a call answers beyond what its contract lists, from how the server takes requests: a change may get
 * a body over the limit (413) or not in JSON (415), a path parameter may be too long (414), and every call is counted
 * (429, which the contract lists).
 */
function transportStatuses(name: CallName, call: Call): number[] {
  const statuses = [429];
  if (call.method !== "GET") statuses.push(413, 415);
  if (call.url.includes("/:")) statuses.push(414);
  if (overloadable.has(name)) statuses.push(503);
  return statuses;
}

/** Every answer of a call: its contract's, and the refusals of transportStatuses, each error with its meaning. */
function answersOf(name: CallName, call: Call): Record<number, unknown> {
  const declared = call.schema.response as Record<number, object>;
  const answers: Record<number, unknown> = { ...declared };
  for (const status of new Set([...Object.keys(declared).map(Number), ...transportStatuses(name, call)])) {
    const meaning = errorMeanings[status];
    if (status < 400 || !meaning) continue;
    // `x-response-description` is the response's description in the document (@fastify/swagger takes it out of
    // the schema), and `headers` its headers.
    const { description, headers } = meaning;
    answers[status] = {
      ...(declared[status] ?? ErrorAnswer),
      "x-response-description": description,
      ...(headers ? { headers } : {}),
    };
  }
  return answers;
}
