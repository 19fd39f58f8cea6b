import type { PendingCheck } from "./kept-test";

/** What the queue needs of the browser: whether it is online, and word when it comes back. */
export interface Connection {
  isOnline(): boolean;
  /** Calls `listener` when the connection returns; returns what stops listening. */
  onOnline(listener: () => void): () => void;
}

export const browserConnection: Connection = {
  isOnline: () => typeof navigator === "undefined" || navigator.onLine,
  onOnline(listener) {
    window.addEventListener("online", listener);
    return () => window.removeEventListener("online", listener);
  },
};

/** A new idempotency key: 122 random bits, from the browser's own generator. */
export function newCheckKey(): string {
  return crypto.randomUUID();
}

export interface CheckQueueOptions<T> {
  connection: Connection;
  /** Sends the check; the server answers a key it has seen with the stored result. */
  send: (check: PendingCheck) => Promise<T>;
  /** The check waits for the connection (true) or is on its way (false). */
  onWaiting?: (isWaiting: boolean) => void;
}

/**
 * Sends a closed test's check once: at once when online, else when the connection returns. A send of a key
 * already on its way joins it instead of sending again (a second press, a retry while waiting). A wait goes on
 * after the learner leaves the page: they asked for the check, and it is recorded when the connection returns.
 * The key travels with the check, so even a resend that does go out (the page opened again, a reply lost on
 * the way back) is counted once by the server.
 */
export class CheckQueue<T> {
  readonly #options: CheckQueueOptions<T>;
  readonly #inFlight = new Map<string, Promise<T>>();

  constructor(options: CheckQueueOptions<T>) {
    this.#options = options;
  }

  send(check: PendingCheck): Promise<T> {
    const running = this.#inFlight.get(check.key);
    if (running) return running;
    const sent = this.#whenOnline().then(() => {
      this.#options.onWaiting?.(false);
      return this.#options.send(check);
    });
    const settled = sent.finally(() => this.#inFlight.delete(check.key));
    this.#inFlight.set(check.key, settled);
    return settled;
  }

  #whenOnline(): Promise<void> {
    const { connection, onWaiting } = this.#options;
    if (connection.isOnline()) return Promise.resolve();
    onWaiting?.(true);
    return new Promise<void>((resolve) => {
      const stopListening = connection.onOnline(() => {
        stopListening();
        resolve();
      });
    });
  }
}
