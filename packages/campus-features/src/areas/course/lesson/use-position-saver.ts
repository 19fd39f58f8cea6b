import { useEffect, useState } from "react";
import type { CampusClient } from "../../../api";
import { useCampusClient } from "../../../data";
import { newerPosition, type Position, readLocalPosition, writeLocalPosition } from "../position";
import { type LessonTarget, sameTarget } from "./lesson-target";
import { PositionQueue, PositionSaver } from "./position-saver";

/**
 * Where the video of the lesson opening starts: the saved time when this lesson is the last place the
 * learner was (the server's position or this browser's, whichever is newer), else the start. Read once, as
 * the lesson opens, before its own saves replace the position.
 */
export function useStartSeconds(courseId: string, target: LessonTarget, serverPosition: Position | null): number {
  const [start] = useState(() => {
    const last = newerPosition(serverPosition, readLocalPosition(courseId));
    return last && sameTarget(last, target) ? last.videoSeconds : 0;
  });
  return start;
}

/** One queue of saves per course and client: the lesson closing and the lesson opening save in order. */
const queues = new WeakMap<CampusClient, Map<string, PositionQueue>>();

function positionQueue(client: CampusClient, courseId: string): PositionQueue {
  const ofClient = queues.get(client) ?? new Map<string, PositionQueue>();
  queues.set(client, ofClient);
  let queue = ofClient.get(courseId);
  if (!queue) {
    queue = new PositionQueue({
      send: async (body) => (await client.call("savePosition", { id: courseId, ...body })).position,
      writeLocal: (position) => writeLocalPosition(courseId, position),
      readLocal: () => readLocalPosition(courseId),
    });
    ofClient.set(courseId, queue);
  }
  return queue;
}

/**
 * Saves the position of the open lesson (SPEC section 4: opening a lesson stores it; and its video time, so
 * another device resumes there): at once on opening, during playback, and when the page is hidden or left.
 */
export function usePositionSaver(courseId: string, target: LessonTarget, startSeconds: number): PositionSaver {
  const client = useCampusClient();
  const [saver] = useState(() => new PositionSaver({ target, queue: positionQueue(client, courseId) }));
  useEffect(() => {
    saver.open(startSeconds);
    const onHidden = () => {
      if (document.visibilityState === "hidden") saver.flush();
    };
    const onLeave = () => saver.flush();
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", onLeave);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", onLeave);
      // Another lesson or page opens: the last time heard of is kept.
      saver.flush();
      saver.dispose();
    };
  }, [saver, startSeconds]);
  return saver;
}
