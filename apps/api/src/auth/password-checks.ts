import { availableParallelism } from "node:os";
import { HttpError } from "../errors.js";

/**
 * How many password checks may run at once, and wait: scrypt runs on libuv's shared threads (four unless
 * UV_THREADPOOL_SIZE says otherwise), which also read the campus's files and do the server's other crypto, so
 * one thread always stays free; a check takes a fraction of a second, so a queue of sixteen per running check
 * is a few seconds' wait at most.
 */
export function passwordCheckLimits(): PasswordCheckLimits {
  const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  const concurrent = Math.max(1, Math.min(availableParallelism(), threads - 1));
  return { concurrent, queued: 16 * concurrent, maxWaitMs: MAX_WAIT_MS };
}

/**
 * The longest a sign-in waits for its turn. On a machine slower or busier than planned the queue's few seconds grow;
 * past this the learner is told to try again (503) rather than left waiting until a connection timeout ends the
 * request without an answer, which a balancer can only report as a 502.
 */
const MAX_WAIT_MS = 15_000;

export interface PasswordCheckLimits {
  concurrent: number;
  queued: number;
  /** Unset: a waiting check waits as long as it takes. */
  maxWaitMs?: number;
}

const busy = () => new HttpError(503, "Too many sign-ins at once: try again in a moment.", { "retry-after": "2" });

/**
 * The password checks of one process, bounded. Each is a 128 MiB scrypt; unbounded, forty wrong passwords at once
 * took every shared thread and a static file waited six seconds instead of two milliseconds. At most `concurrent`
 * run, `queued` more wait their turn in order, and a sign-in beyond that is answered 503 with Retry-After at
 * once, so sign-ins can never starve the rest of the server.
 */
export class PasswordChecks {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly limits: PasswordCheckLimits) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(check: () => Promise<T>): Promise<T> {
    if (this.#running < this.limits.concurrent) this.#running += 1;
    else if (this.#waiting.length < this.limits.queued) {
      // The finishing check hands its slot over: `running` stays as it is.
      await this.#turn();
    } else {
      throw busy();
    }
    try {
      return await check();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }

  /** Resolves when a finishing check hands this one its slot; refused with 503 if that takes over `maxWaitMs`. */
  #turn(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const { maxWaitMs } = this.limits;
      const timer = maxWaitMs === undefined ? undefined : setTimeout(giveUp, maxWaitMs);
      const take = () => {
        clearTimeout(timer);
        resolve();
      };
      const waiting = this.#waiting;
      function giveUp() {
        const at = waiting.indexOf(take);
        if (at >= 0) waiting.splice(at, 1);
        reject(busy());
      }
      waiting.push(take);
    });
  }
}
