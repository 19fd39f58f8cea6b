import type { SavePositionBody } from "@campus/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Position } from "../position";
import { PositionQueue, PositionSaver } from "./position-saver";

/** A server whose answers the test releases one by one. */
function setup() {
  const sent: SavePositionBody[] = [];
  const pending: { body: SavePositionBody; resolve: (position: Position) => void; reject: (error: Error) => void }[] =
    [];
  let local: Position[] = [];
  const queue = new PositionQueue({
    send: (body) =>
      new Promise<Position>((resolve, reject) => {
        sent.push(body);
        pending.push({ body, resolve, reject });
      }),
    writeLocal: (position) => local.push(position),
    readLocal: () => local.at(-1) ?? null,
  });
  const clearLocal = () => {
    local = [];
  };
  const saver = (lessonId = "l1") => new PositionSaver({ target: { lessonId, sublessonId: null }, queue });
  const answer = async (savedAt = "2026-11-22T10:00:00.000Z") => {
    const request = pending.shift();
    request?.resolve({ ...request.body, sublessonId: null, savedAt });
    await vi.advanceTimersByTimeAsync(0);
  };
  const fail = async () => {
    pending.shift()?.reject(new Error("offline"));
    await vi.advanceTimersByTimeAsync(0);
  };
  return {
    saver,
    sent,
    get local() {
      return local;
    },
    clearLocal,
    answer,
    fail,
    pending,
  };
}

describe("saving where the learner is", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T09:00:00.000Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("saves on opening, on the server and in this browser", async () => {
    const { saver, sent, local, answer } = setup();
    saver().open(42.04);
    expect(sent).toEqual([{ lessonId: "l1", sublessonId: null, videoSeconds: 42 }]);
    expect(local.at(-1)).toMatchObject({ lessonId: "l1", videoSeconds: 42, savedAt: "2026-11-22T09:00:00.000Z" });
    // The server's copy, with the server's clock, replaces this browser's.
    await answer("2026-11-22T09:00:01.000Z");
    expect(local.at(-1)?.savedAt).toBe("2026-11-22T09:00:01.000Z");
  });

  it("leaves this browser's copy alone when it went while the server answered (the learner signed out)", async () => {
    const setupped = setup();
    setupped.saver().open(42);
    setupped.clearLocal();
    await setupped.answer("2026-11-22T09:00:01.000Z");
    expect(setupped.local).toEqual([]);
  });

  it("saves playback at most every five seconds, with the latest time it heard of", async () => {
    const { saver, sent, answer, pending } = setup();
    const video = saver();
    video.open(0);
    await answer();
    // The video reports its time every second of play; each save goes five seconds after the one before.
    for (let second = 1; second <= 12; second += 1) {
      await vi.advanceTimersByTimeAsync(1000);
      if (pending.length > 0) await answer();
      video.moved(second);
    }
    expect(sent.map((body) => body.videoSeconds)).toEqual([0, 4, 9]);
    // Playback stopped at 12 s without a pause (the tab lost the video): the waiting save still goes.
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent.map((body) => body.videoSeconds)).toEqual([0, 4, 9, 12]);
  });

  it("saves a pause at once, and not twice for the same time", async () => {
    const { saver, sent, answer } = setup();
    const video = saver();
    video.open(0);
    await answer();
    await vi.advanceTimersByTimeAsync(1000);
    video.moved(1);
    video.paused(1.5);
    await answer();
    expect(sent.map((body) => body.videoSeconds)).toEqual([0, 1.5]);
    video.flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(2);
  });

  it("never has two requests in flight: what comes meanwhile waits, and only the latest goes", async () => {
    const { saver, sent, local, answer } = setup();
    const video = saver();
    video.open(0);
    video.paused(3);
    video.paused(4);
    video.paused(7);
    expect(sent).toHaveLength(1);
    expect(local.at(-1)?.videoSeconds).toBe(7);
    await answer();
    // The first answer does not overwrite the later position kept here.
    expect(local.at(-1)?.videoSeconds).toBe(7);
    expect(sent.map((body) => body.videoSeconds)).toEqual([0, 7]);
    await answer();
    expect(sent).toHaveLength(2);
  });

  it("lands the lesson opened last, even when the one left saves at the same moment", async () => {
    const { saver, sent, local, answer } = setup();
    const left = saver("l1");
    left.open(0);
    left.moved(30);
    // The learner opens the next lesson while the video plays: the lesson left saves its time as it closes.
    const opened = saver("l2");
    left.flush();
    opened.open(0);
    await answer();
    await answer();
    expect(sent.map((body) => body.lessonId)).toEqual(["l1", "l2"]);
    expect(local.at(-1)?.lessonId).toBe("l2");
  });

  it("keeps this browser's copy when the server cannot be reached, and tries again at the next save", async () => {
    const { saver, sent, local, fail, answer } = setup();
    const video = saver();
    video.open(10);
    await fail();
    expect(local.at(-1)).toMatchObject({ videoSeconds: 10, savedAt: "2026-11-22T09:00:00.000Z" });
    video.paused(12);
    expect(sent.map((body) => body.videoSeconds)).toEqual([10, 12]);
    await answer();
  });

  it("stops its timer when the lesson closes", async () => {
    const { saver, sent, answer } = setup();
    const video = saver();
    video.open(0);
    await answer();
    video.moved(1);
    video.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
  });
});
