import { createRequire } from "node:module";
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStoreCtor,
  FastifyRateLimitStore as Store,
} from "@fastify/rate-limit";
import type { Redis } from "ioredis";

type Done = Parameters<Store["incr"]>[1];
/** What the plugin passes a store's constructor beside its options (its settings after defaults). */
type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };

// The package's own stores, which it ships as plain JavaScript without types.
const require = createRequire(import.meta.url);
const RedisStore: new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Store = require("@fastify/rate-limit/store/RedisStore.js");
const LocalStore: new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache: number,
) => Store = require("@fastify/rate-limit/store/LocalStore.js");

export interface FallbackEvents {
  /** A call counted in this process because Redis did not answer. */
  fellBack(error: Error): void;
  /** A call counted in Redis again. */
  counted(): void;
}

/**
 * A store for @fastify/rate-limit that counts in Redis and, while Redis does not answer, in this process's memory:
 * the limit then holds per process (as with one process and no Redis) instead of lapsing for everyone, and the
 * campus keeps serving. The counts made in memory are forgotten once Redis answers again.
 */
export function fallbackStore(
  redis: Redis,
  nameSpace: string,
  cache: number,
  events: FallbackEvents,
): FastifyRateLimitStoreCtor {
  return class FallbackStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;
    constructor(options: FastifyRateLimitOptions) {
      const params = options as StoreParams;
      this.shared = new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
      this.local = new LocalStore(params.continueExceeding, params.exponentialBackoff, cache);
    }
    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.shared.incr(
        key,
        (error, counted) => {
          if (!error) {
            events.counted();
            return done(null, counted);
          }

          events.fellBack(error);
          this.local.incr(key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    child(): Store {
      throw new Error("The campus's call limit has no per-route limits.");
    }
  };
}
