/** SPEC section 9: a refresh that has not answered after this long has failed. */
export const REFRESH_TIMEOUT_MS = 5000;

/**
 * The one pending session refresh. Every request notes the refresh generation it was sent in; a 401
 * on it then either waits for the refresh under way, is retried at once because a refresh succeeded
 * since it was sent, fails at once because the refresh of its generation failed, or starts the refresh.
 * So any number of concurrent 401s cause exactly one `POST /auth/refresh-token`, however their answers
 * interleave with it (a pending promise forgotten once settled alone would refresh again for a 401
 * that arrives just after).
 */
export class SessionRefresher {
  #generation = 0;
  #failedGeneration: number | null = null;
  #pending: Promise<boolean> | null = null;

  constructor(private readonly refresh: (signal: AbortSignal) => Promise<boolean>) {}

  /** The generation a request is sent in. */
  get generation(): number {
    return this.#generation;
  }

  /** Resolves true when the request sent in `sentIn` may be retried, false when the session is over. */
  afterUnauthorized(sentIn: number): Promise<boolean> {
    if (this.#generation > sentIn) return Promise.resolve(true);
    if (this.#failedGeneration !== null && this.#failedGeneration >= sentIn) return Promise.resolve(false);
    this.#pending ??= this.#run().finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  /** A new session (a sign-in) starts a new generation that no earlier failure concerns. */
  reset(): void {
    this.#generation += 1;
    this.#failedGeneration = null;
  }

  async #run(): Promise<boolean> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The timer settles the race even when the transport ignores the abort.
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(false);
      }, REFRESH_TIMEOUT_MS);
    });
    const ok = await Promise.race([this.refresh(controller.signal).catch(() => false), timeout]);
    clearTimeout(timer);
    if (ok) this.#generation += 1;
    else this.#failedGeneration = this.#generation;
    return ok;
  }
}
