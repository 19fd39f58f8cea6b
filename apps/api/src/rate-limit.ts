import { HttpError } from "./errors.js";

/**
 * Failed sign-in attempts per key (an account or an address) in a fixed window. In memory: one server
 * process; a deployment with several processes puts a shared store behind the same two methods.
 */
export class SignInLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  check(keys: { key: string; max?: number }[]) {
    const now = Date.now();
    for (const { key, max = this.max } of keys) {
      const entry = this.failures.get(key);
      if (entry && entry.resetAt > now && entry.count >= max) {
        const seconds = Math.ceil((entry.resetAt - now) / 1000);
        throw new HttpError(429, `Too many sign-in attempts: try again in ${seconds} seconds.`, {
          "retry-after": String(seconds),
        });
      }
    }
  }

  fail(keys: string[]) {
    const now = Date.now();
    for (const key of keys) {
      const entry = this.failures.get(key);
      if (!entry || entry.resetAt <= now) this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
      else entry.count += 1;
    }
    if (this.failures.size > 100_000) {
      for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
    }
  }
}
