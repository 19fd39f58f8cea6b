import type { ExamDraft, ExamDraftContent } from "@campus/contract";
import { isApiError } from "../../api";

/** The draft calls of one task (`examDraft`, `saveExamDraft`, `deleteExamDraft`). */
export interface ServerDraftCalls {
  load(): Promise<ExamDraft | null>;
  save(content: ExamDraftContent): Promise<ExamDraft>;
  remove(): Promise<void>;
}

/**
 * Where the server's copy stands: being saved, saved (`synced`), not reachable (`offline`: kept on the device
 * and tried again), or refused or failing on the server (`local`: kept on the device only).
 */
export type ServerSaveState = "idle" | "saving" | "synced" | "offline" | "local";

/** A change waiting to reach the server: the answer as of `savedAt`, or its removal (back where it started). */
export type ServerChange = { kind: "save"; content: ExamDraftContent; savedAt: number } | { kind: "remove" };

export interface ServerSyncOptions {
  /** After the last change: well within the 5 s the issue allows, without a call per pause in typing. */
  delayMs: number;
  /** How soon a save the server could not take (unreachable, 5xx, 429) is tried again. */
  retryMs: number;
  isOnline: () => boolean;
}

export const SERVER_SYNC_DEFAULTS: ServerSyncOptions = {
  delayMs: 2000,
  retryMs: 15_000,
  isOnline: () => typeof navigator === "undefined" || navigator.onLine !== false,
};

/** No answer came (the network, a timeout): the same as being offline for the learner. */
const unreachable = (error: unknown) => !isApiError(error) || error.kind !== "http";
/** The server may take it later: it failed or asked to slow down. */
const later = (error: unknown) => isApiError(error) && (error.status >= 500 || error.status === 429);

/**
 * Sends the open task's draft to the server a little after each change (issue 18): one call at a time, the
 * latest change only; unreachable (or `navigator.onLine` false) it reports `offline` and tries again when the
 * browser is back online or after a while; a refusal (400, 409, 413) stops trying and reports `local`.
 */
export class ServerDraftSync {
  #pending: ServerChange | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #busy = false;
  #stopped = false;
  /** The answer itself is on its way: a draft saved meanwhile would reach a server that has the answer (409). */
  #held = false;
  readonly #calls: ServerDraftCalls;
  readonly #report: (state: ServerSaveState, saved?: { draft: ExamDraft; savedAt: number }) => void;
  readonly #options: ServerSyncOptions;

  constructor(
    calls: ServerDraftCalls,
    report: (state: ServerSaveState, saved?: { draft: ExamDraft; savedAt: number }) => void,
    options: Partial<ServerSyncOptions> = {},
  ) {
    this.#calls = calls;
    this.#report = report;
    this.#options = { ...SERVER_SYNC_DEFAULTS, ...options };
  }

  /** A new state of the answer: sent after the delay, or at once with `immediately` (a draft restored unsent). */
  change(next: ServerChange, immediately = false) {
    if (this.#stopped) return;
    this.#pending = next;
    this.#report(this.#options.isOnline() ? "saving" : "offline");
    this.#schedule(immediately ? 0 : this.#options.delayMs);
  }

  /** The browser is back online: what waits is sent now. */
  online() {
    if (this.#pending && !this.#stopped) {
      this.#report("saving");
      this.#schedule(0);
    }
  }

  /** The browser went offline: what waits stays on the device until it is back. */
  offline() {
    if (this.#pending && !this.#stopped) this.#report("offline");
  }

  /** The answer is being sent: what waits stays here until `release` (the send failed) or `stop` (it arrived). */
  hold() {
    this.#held = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** The send failed and the answer is still a draft: what waits is sent now. */
  release() {
    this.#held = false;
    if (this.#pending && !this.#stopped) this.#schedule(0);
  }

  /** Nothing more is sent (the answer was sent, discarded, or another task opened). */
  stop() {
    this.#stopped = true;
    this.#pending = undefined;
    clearTimeout(this.#timer);
  }

  #schedule(ms: number) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#push();
    }, ms);
  }

  async #push() {
    const job = this.#pending;
    if (!job || this.#busy || this.#stopped || this.#held) return;
    if (!this.#options.isOnline()) {
      // The `online` event sends it.
      this.#report("offline");
      return;
    }
    this.#busy = true;
    try {
      const saved = job.kind === "save" ? await this.#calls.save(job.content) : undefined;
      if (job.kind === "remove") await this.#calls.remove();
      this.#busy = false;
      if (this.#stopped) return;
      if (this.#pending !== job) {
        // Changed while this save was on its way: the change's own timer sends it, or now if it has fired.
        if (!this.#timer) this.#schedule(0);
        return;
      }
      this.#pending = undefined;
      if (saved && job.kind === "save") this.#report("synced", { draft: saved, savedAt: job.savedAt });
      else this.#report("idle");
    } catch (error) {
      this.#busy = false;
      if (this.#stopped) return;
      if (unreachable(error) || later(error)) {
        this.#report(unreachable(error) ? "offline" : "local");
        if (!this.#timer) this.#schedule(this.#options.retryMs);
        return;
      }
      // Refused for what it is (too large, the answer was sent meanwhile): the device keeps it.
      if (this.#pending === job) this.#pending = undefined;
      this.#report("local");
    }
  }
}
