import type { SavePositionBody } from "@campus/contract";
import type { Position } from "../position";
import type { LessonTarget } from "./lesson-target";

/** How often playback is saved while the video plays (and at most how often a seek is). */
export const POSITION_SAVE_INTERVAL_MS = 5000;

/** Seconds of a saved position: a tenth is precise enough, and the API takes at most a day. */
const savedSeconds = (seconds: number) =>
  Number.isFinite(seconds) ? Math.min(Math.max(Math.round(seconds * 10) / 10, 0), 86_400) : 0;

export interface PositionQueueOptions {
  /** Saves on the server (`savePosition`), resolving the position the server kept. */
  send(body: SavePositionBody): Promise<Position>;
  /** Keeps this browser's copy (`writeLocalPosition`). */
  writeLocal(position: Position): void;
  /** This browser's copy now (`readLocalPosition`). */
  readLocal(): Position | null;
}

const sameCopy = (a: Position | null, b: Position) =>
  a !== null &&
  a.lessonId === b.lessonId &&
  a.sublessonId === b.sublessonId &&
  a.videoSeconds === b.videoSeconds &&
  a.savedAt === b.savedAt;

/**
 * The saves of one course's position, in order: this browser's copy at once, the server's one request at a
 * time. What comes while a request is in flight waits, and only the latest of it is sent, so the last place
 * the learner was always lands last, even when one lesson closes as the next opens. A failed save is neither
 * retried nor shown: this browser's copy keeps it, and the next save tries the server again.
 */
export class PositionQueue {
  readonly #options: PositionQueueOptions;
  #inFlight = false;
  #waiting: Position | null = null;
  #lastWritten: Position | null = null;

  constructor(options: PositionQueueOptions) {
    this.#options = options;
  }

  save(position: Position): void {
    this.#lastWritten = position;
    this.#options.writeLocal(position);
    if (this.#inFlight) this.#waiting = position;
    else void this.#send(position);
  }

  async #send(position: Position): Promise<void> {
    this.#inFlight = true;
    try {
      const kept = await this.#options.send({
        lessonId: position.lessonId,
        sublessonId: position.sublessonId,
        videoSeconds: position.videoSeconds,
      });
      // The server's copy carries the server's clock, which every device compares alike; unless a later
      // position was kept here meanwhile, or this browser's copy went meanwhile (the learner signed out, and
      // a late answer must not leave their position for the next learner).
      if (this.#lastWritten === position && sameCopy(this.#options.readLocal(), position)) {
        this.#lastWritten = kept;
        this.#options.writeLocal(kept);
      }
    } catch {
      // This browser's copy holds the position.
    } finally {
      this.#inFlight = false;
      const next = this.#waiting;
      this.#waiting = null;
      if (next) void this.#send(next);
    }
  }
}

export interface PositionSaverOptions {
  target: LessonTarget;
  queue: Pick<PositionQueue, "save">;
  now?: () => Date;
  intervalMs?: number;
}

/**
 * Keeps where the learner is in an open lesson: on opening, and while its video plays at most every few
 * seconds (the latest time heard of is saved when the interval is over); pausing and leaving save at once.
 */
export class PositionSaver {
  readonly #target: LessonTarget;
  readonly #queue: Pick<PositionQueue, "save">;
  readonly #now: () => Date;
  readonly #intervalMs: number;
  #latestSeconds = 0;
  #savedSeconds: number | null = null;
  #lastSaveAt = Number.NEGATIVE_INFINITY;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor({ target, queue, now = () => new Date(), intervalMs = POSITION_SAVE_INTERVAL_MS }: PositionSaverOptions) {
    this.#target = target;
    this.#queue = queue;
    this.#now = now;
    this.#intervalMs = intervalMs;
  }

  /** The lesson opened, its video (if any) at `videoSeconds`. */
  open(videoSeconds = 0): void {
    this.#latestSeconds = savedSeconds(videoSeconds);
    this.#save();
  }

  /** The video moved (playing, or a seek): saved now or when the interval since the last save is over. */
  moved(seconds: number): void {
    this.#latestSeconds = savedSeconds(seconds);
    if (this.#timer !== null) return;
    const wait = this.#lastSaveAt + this.#intervalMs - this.#now().getTime();
    if (wait <= 0) this.#save();
    else this.#timer = setTimeout(() => this.#save(), wait);
  }

  /** The video paused at `seconds`: saved at once. */
  paused(seconds: number): void {
    this.#latestSeconds = savedSeconds(seconds);
    this.flush();
  }

  /** Saves the latest time at once if it was not saved yet (the page or the lesson is being left). */
  flush(): void {
    if (this.#latestSeconds !== this.#savedSeconds) this.#save();
  }

  /** Stops the waiting timer (the lesson closed). */
  dispose(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #save(): void {
    this.dispose();
    const now = this.#now();
    this.#savedSeconds = this.#latestSeconds;
    this.#lastSaveAt = now.getTime();
    this.#queue.save({
      lessonId: this.#target.lessonId,
      sublessonId: this.#target.sublessonId,
      videoSeconds: this.#latestSeconds,
      savedAt: now.toISOString(),
    });
  }
}
