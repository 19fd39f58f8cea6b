import {
  addressParams,
  type BodyOf,
  type CallName,
  type CallRoute,
  fillAddress,
  learnerCallRoute,
  type ParamsOf,
  type QueryOf,
} from "@campus/contract";

type Part<T> = T extends undefined ? Record<never, never> : T;

/**
 * The arguments of a call in one flat object: its path parameters, then its query (GET) or JSON body
 * (every other method), e.g. `{ id: "c-intro", type: "favorites" }` for `course`.
 */
export type ArgsOf<N extends CallName> = Args[N];
// Mapped once over the whole table, so each call's types are worked out once, not at every use.
type Args = { [N in CallName]: Part<ParamsOf<N>> & Part<QueryOf<N>> & Part<BodyOf<N>> };

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Made in the background (a draft's autosave), not by the learner: when no answer comes the caller keeps its
   * work and tries again, and the session is left as it is (the learner's next own call tests it).
   */
  background?: boolean;
  /**
   * Sent as the page is being left (a tab closed, a reload): the browser finishes the request after the page is
   * gone (fetch's `keepalive`), as a reviewer's claim is released when they close the tab.
   */
  keepalive?: boolean;
  /** For a multipart call: how much of the body has gone out (bytes sent of all), as the upload goes. */
  onUploadProgress?: (sent: number, total: number) => void;
}

/** `call(name)` when a call takes nothing (or only optional things), `call(name, args)` otherwise. */
export type CallRest<N extends CallName> = Rests[N];
type Rests = {
  [N in CallName]: Record<never, never> extends ArgsOf<N>
    ? [args?: ArgsOf<N>, options?: CallOptions]
    : [args: ArgsOf<N>, options?: CallOptions];
};

export interface CallRequest {
  method: string;
  /** Under the API's base, e.g. `/course/c-intro?type=favorites`. */
  path: string;
  /**
   * JSON text; every state-changing call sends one (`{}` when it takes nothing), except the session's own calls,
   * which send none. A multipart call (files) sends a form: a text part per value, a part per list item, a file
   * part per `Blob`.
   */
  body?: string | FormData;
}

/** The arguments of a multipart call as a form: files as file parts (with their names), lists as repeated parts. */
function formOf(rest: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(rest)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item, item instanceof File ? item.name : key);
      else form.append(key, String(item));
    }
  }
  return form;
}

/** Lists go comma-joined; empty values, empty lists and `undefined` are left out (SPEC section 5). */
function queryValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (Array.isArray(value)) return value.length > 0 ? value.join(",") : undefined;
  return String(value);
}

/**
 * SPEC section 7 gives the session's refresh and sign-out an empty body: they carry nothing but the cookies, and
 * the server lets a bodiless call through without a content type.
 */
const bodiless: ReadonlySet<CallName> = new Set<CallName>(["refreshToken", "destroyToken"]);

/** The staff's call routes, once the staff console's chunk has brought them (`addStaffCallRoutes`). */
const staffRoutes: Record<string, CallRoute> = {};

/**
 * Lets the client make the staff's calls: the staff console's chunk calls it with the contract's `staffCallRoutes`
 * as it loads, so the learner's bundle never carries the staff's addresses.
 */
export const addStaffCallRoutes = (routes: Record<string, CallRoute>) => Object.assign(staffRoutes, routes);

/**
 * The route of a call the campus makes: a learner's (`learnerCallRoutes`), or a staff call once the staff
 * console has loaded. Any other is a mistake in the code, said at once.
 */
export function campusRoute(name: CallName): CallRoute {
  const route = learnerCallRoute(name) ?? staffRoutes[name];
  if (!route) throw new TypeError(`${name}: a staff call`);
  return route;
}

/** Builds the HTTP request of a call from the contract's table: no second list of URLs anywhere. */
export function buildRequest(name: CallName, args: object = {}): CallRequest {
  const call = campusRoute(name);
  const rest: Record<string, unknown> = { ...args };
  const path = fillAddress(call.url, rest);
  if (path === undefined) throw new TypeError(`The call ${name} needs every path parameter of ${call.url}.`);
  // What the address took is not sent again in the query or the body.
  for (const key of addressParams(call.url)) delete rest[key];
  if (call.method === "GET") {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(rest)) {
      const text = queryValue(value);
      if (text !== undefined) query.set(key, text);
    }
    const search = query.toString();
    return { method: call.method, path: search ? `${path}?${search}` : path };
  }
  if (bodiless.has(name)) return { method: call.method, path };
  if ("multipart" in call && call.multipart) return { method: call.method, path, body: formOf(rest) };
  return { method: call.method, path, body: JSON.stringify(rest) };
}
