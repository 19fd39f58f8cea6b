import { type LessonTarget, sameTarget } from "./lesson-target";

/** What the lesson opened by finishing another one says on arrival: what was just finished, and how far the course is. */
export interface Arrival {
  target: LessonTarget;
  /** The title of the lesson or part just finished. */
  finished: string;
  isPart: boolean;
  completed: number;
  total: number;
}

/**
 * Kept outside React, as the title's focus is: the page mounts a new view for the lesson finishing opens, and the
 * moment belongs to that one opening only (Back to it later says nothing).
 */
let arrival: Arrival | null = null;

export function noteArrival(next: Arrival): void {
  arrival = next;
}

/** The arrival noted for this lesson, if finishing another one has just opened it. */
export function arrivalAt(target: LessonTarget): Arrival | null {
  return arrival && sameTarget(arrival.target, target) ? arrival : null;
}

/** Once a lesson has opened, the moment is spent. */
export function forgetArrival(): void {
  arrival = null;
}
