import { appendFileSync } from "node:fs";

/** Where `run.mjs --timings` collects the time each part of a story's check took (one JSON line a story). */
const timingsFile = process.env.STORY_CHECK_TIMINGS;

export type StoryTimings = {
  /** Runs `part` and adds its duration to `phase`. */
  measure<T>(phase: string, part: () => Promise<T>): Promise<T>;
  /** Adds a duration measured elsewhere. */
  add(phase: string, milliseconds: number): void;
  /** Writes the story's line when timings are collected. */
  write(): void;
};

export function storyTimings(storyId: string): StoryTimings {
  const phases: Record<string, number> = {};
  return {
    async measure(phase, part) {
      const started = performance.now();
      try {
        return await part();
      } finally {
        phases[phase] = (phases[phase] ?? 0) + performance.now() - started;
      }
    },
    add(phase, milliseconds) {
      phases[phase] = (phases[phase] ?? 0) + milliseconds;
    },
    write() {
      if (timingsFile) appendFileSync(timingsFile, `${JSON.stringify({ storyId, phases })}\n`);
    },
  };
}
