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
 * already on its way joins it instead of sending again (a second press, a retry while waiting), and `cancel`
 * ends the waits of a page the learner left (the check stays kept on the device and goes out when the test is
 * opened again). The key travels with the check, so even a resend that does go out (a reply lost on the way
 * back) is counted once by the server.
 */
export class CheckQueue<T> {
  readonly #options: CheckQueueOptions<T>;
  readonly #inFlight = new Map<string, Promise<T>>();
  readonly #waits = new Set<() => void>();

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

  /** Ends every wait for the connection; their sends reject with `CheckCancelled`. A send already out goes on. */
  cancel(): void {
    for (const stop of this.#waits) stop();
    this.#waits.clear();
  }

  #whenOnline(): Promise<void> {
    const { connection, onWaiting } = this.#options;
    if (connection.isOnline()) return Promise.resolve();
    onWaiting?.(true);
    return new Promise<void>((resolve, reject) => {
      const stop = () => {
        stopListening();
        reject(new CheckCancelled());
      };
      const stopListening = connection.onOnline(() => {
        stopListening();
        this.#waits.delete(stop);
        resolve();
      });
      this.#waits.add(stop);
    });
  }
}

/** The page that waited for the connection to send a check was left. */
export class CheckCancelled extends Error {
  constructor() {
    super("The check waited for the connection and its page was left.");
    this.name = "CheckCancelled";
  }
}
