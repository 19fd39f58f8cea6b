import { type BodyOf, type CallName, callRoutes, type ParamsOf, type QueryOf } from "@campus/contract";

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
  /** JSON text; every state-changing call sends one (`{}` when it takes nothing). */
  body?: string;
}

/** Lists go comma-joined; empty values, empty lists and `undefined` are left out (SPEC section 5). */
function queryValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (Array.isArray(value)) return value.length > 0 ? value.join(",") : undefined;
  return String(value);
}

/** Builds the HTTP request of a call from the contract's table: no second list of URLs anywhere. */
export function buildRequest(name: CallName, args: object = {}): CallRequest {
  const call = callRoutes[name];
  const rest: Record<string, unknown> = { ...args };
  const path = call.url.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = rest[key];
    if (value === undefined || value === null || value === "") {
      throw new TypeError(`The call ${name} needs the path parameter ${key}.`);
    }
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  if (call.method === "GET") {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(rest)) {
      const text = queryValue(value);
      if (text !== undefined) query.set(key, text);
    }
    const search = query.toString();
    return { method: call.method, path: search ? `${path}?${search}` : path };
  }
  return { method: call.method, path, body: JSON.stringify(rest) };
}
