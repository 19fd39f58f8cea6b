import { availableParallelism } from "node:os";
import { HttpError } from "../errors.js";

/**
 * How many password checks may run at once, and wait: scrypt runs on libuv's shared threads (four unless
 * UV_THREADPOOL_SIZE says otherwise), which also read the campus's files and do the server's other crypto, so
 * one thread always stays free; a check takes a fraction of a second, so a queue of sixteen per running check
 * is a few seconds' wait at most.
 */
export function passwordCheckLimits(): { concurrent: number; queued: number } {
  const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  const concurrent = Math.max(1, Math.min(availableParallelism(), threads - 1));
  return { concurrent, queued: 16 * concurrent };
}

/**
 * The password checks of one process, bounded. Each is a 128 MiB scrypt; unbounded, forty wrong passwords at once
 * took every shared thread and a static file waited six seconds instead of two milliseconds. At most `concurrent`
 * run, `queued` more wait their turn in order, and a sign-in beyond that is answered 503 with Retry-After at
 * once, so sign-ins can never starve the rest of the server.
 */
export class PasswordChecks {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly limits: { concurrent: number; queued: number }) {}

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
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      throw new HttpError(503, "Too many sign-ins at once: try again in a moment.", { "retry-after": "2" });
    }
    try {
      return await check();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
