import type { ExamDraft, ExamDraftContent } from "@campus/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api";
import { type ServerDraftCalls, ServerDraftSync, type ServerSaveState } from "./server-draft-sync";

const content = (text: string): ExamDraftContent => ({ text, links: [], files: [] });
const stored = (c: ExamDraftContent, n: number): ExamDraft => ({
  ...c,
  examTaskId: "t1",
  updatedAt: new Date(Date.UTC(2026, 10, 25, 10, 0, n)).toISOString(),
});

/** A server whose answers the test decides: each save waits until answered (or fails as told). */
function fakeServer() {
  const saves: ExamDraftContent[] = [];
  let fail: (() => Error) | null = null;
  const calls: ServerDraftCalls = {
    load: async () => null,
    save: async (c) => {
      saves.push(c);
      if (fail) throw fail();
      return stored(c, saves.length);
    },
    remove: vi.fn(async () => undefined),
  };
  return {
    calls,
    saves,
    failWith: (make: (() => Error) | null) => {
      fail = make;
    },
  };
}

const networkError = () => new ApiError("saveExamDraft", 0, "Failed to fetch", "network");

describe("the server copy of a draft", () => {
  let online: boolean;
  let states: ServerSaveState[];
  const sync = (calls: ServerDraftCalls) =>
    new ServerDraftSync(calls, (state) => states.push(state), {
      delayMs: 2000,
      retryMs: 15_000,
      isOnline: () => online,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it("waits while the answer itself is being sent, and follows the draft again if the send fails", async () => {
    const server = fakeServer();
    const s = sync(server.calls);
    s.change({ kind: "save", content: content("a"), savedAt: 1 });
    s.hold();
    await vi.advanceTimersByTimeAsync(10_000);
    s.change({ kind: "save", content: content("ab"), savedAt: 2 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.saves).toEqual([]);
    s.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.saves).toEqual([content("ab")]);
  });

  it("sends nothing after the answer arrived while held", async () => {
    const server = fakeServer();
    const s = sync(server.calls);
    s.change({ kind: "save", content: content("a"), savedAt: 1 });
    s.hold();
    s.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(server.saves).toEqual([]);
  });

  it("is saved once, a while after the last of several changes, well within 5 s", async () => {
    const server = fakeServer();
    const s = sync(server.calls);
    s.change({ kind: "save", content: content("a"), savedAt: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    s.change({ kind: "save", content: content("ab"), savedAt: 2 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.saves).toEqual([content("ab")]);
    expect(states.at(-1)).toBe("synced");
  });

  it("offline: says so without calling, and saves as soon as the browser is back online", async () => {
    const server = fakeServer();
    const s = sync(server.calls);
    online = false;
    s.change({ kind: "save", content: content("offline"), savedAt: 1 });
    expect(states).toEqual(["offline"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.saves).toEqual([]);
    expect(states.at(-1)).toBe("offline");
    online = true;
    s.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.saves).toEqual([content("offline")]);
    expect(states.slice(-2)).toEqual(["saving", "synced"]);
  });

  it("a save that finds no connection says offline, is kept, and is tried again later", async () => {
    const server = fakeServer();
    const s = sync(server.calls);
    server.failWith(networkError);
    s.change({ kind: "save", content: content("x"), savedAt: 1 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(states.at(-1)).toBe("offline");
    server.failWith(null);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(server.saves).toEqual([content("x"), content("x")]);
    expect(states.at(-1)).toBe("synced");
  });

  it("going offline while a change waits says offline at once", async () => {
    const s = sync(fakeServer().calls);
    s.change({ kind: "save", content: content("x"), savedAt: 1 });
    online = false;
    s.offline();
    expect(states).toEqual(["saving", "offline"]);
  });

  it("a refusal (the answer was sent meanwhile, too large) keeps it on the device and stops trying", async () => {
    const server = fakeServer();
    const s = sync(server.calls);
    server.failWith(() => new ApiError("saveExamDraft", 409, "sent", "http"));
    s.change({ kind: "save", content: content("x"), savedAt: 1 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.saves).toHaveLength(1);
    expect(states.at(-1)).toBe("local");
  });

  it("a change made while a save is on its way is sent after it, and only the latest", async () => {
    let answer: (draft: ExamDraft) => void = () => undefined;
    const saves: string[] = [];
    const s = sync({
      load: async () => null,
      save: (c) => {
        saves.push(c.text);
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
      remove: async () => undefined,
    });
    s.change({ kind: "save", content: content("1"), savedAt: 1 });
    await vi.advanceTimersByTimeAsync(2000);
    s.change({ kind: "save", content: content("12"), savedAt: 2 });
    s.change({ kind: "save", content: content("123"), savedAt: 3 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(saves).toEqual(["1"]);
    answer(stored(content("1"), 1));
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toEqual(["1", "123"]);
    expect(states).not.toContain("synced");
    answer(stored(content("123"), 2));
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe("synced");
  });

  it("removes the server's draft when the answer is back where it started, and sends nothing once stopped", async () => {
    const server = fakeServer();
    const s = sync(server.calls);
    s.change({ kind: "remove" });
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls.remove).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe("idle");
    s.change({ kind: "save", content: content("x"), savedAt: 1 });
    s.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.saves).toEqual([]);
  });
});
