import { type Call, type CallName, CSRF_HEADER, calls, cookieNames } from "@campus/contract";

/** The credentials a call may need, as the OpenAPI document declares them (`components.securitySchemes`). */
export function securitySchemes(cookiePrefix: string) {
  const names = cookieNames(cookiePrefix);
  return {
    session: {
      type: "apiKey",
      in: "cookie",
      name: names.access,
      description:
        "The session's access token (HttpOnly), set by the sign-in calls and renewed by refresh-token. " +
        "A requirement with the `staff` role needs a staff account.",
    },
    refresh: {
      type: "apiKey",
      in: "cookie",
      name: names.refresh,
      description: "The session's refresh token (HttpOnly, sent to /api/auth only).",
    },
    csrf: {
      type: "apiKey",
      in: "header",
      name: CSRF_HEADER,
      description: `The value of the ${names.csrf} cookie, which every state-changing call under a session sends.`,
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
  refreshToken: [{ refresh: [], csrf: [] }],
  // Signing out takes either cookie, or none (then it only clears the browser's cookies).
  destroyToken: [{ refresh: [], csrf: [] }, { session: [], csrf: [] }, {}],
};

/** Who may make a call, in the document's words: the cookie session, the CSRF header for changes, the staff role. */
function securityOf(name: CallName, call: Call): Requirement[] {
  const csrf: Requirement = call.method === "GET" ? {} : { csrf: [] };
  if (call.access === "user") return [{ session: [], ...csrf }];
  if (call.access === "staff") return [{ session: ["staff"], ...csrf }];
  return publicWithSession[name] ?? [];
}

const callNames = new Map<Call, CallName>(Object.entries(calls).map(([name, call]) => [call, name as CallName]));

/**
 * What the document says of a call beyond its schemas: its `operationId` is its name in the contract, so a client
 * generated from the document reads like the contract (`getUserData`, `addFavorite`), and its security.
 */
export function operationOf(call: Call) {
  const name = callNames.get(call);
  if (!name) throw new Error(`${call.method} ${call.url} is not a call of the contract: declare it in calls.`);
  return { operationId: name, security: securityOf(name, call) };
}
