import { afterEach, describe, expect, it, vi } from "vitest";
import { clearClosedTestAnswers, clearLearnerData } from "../../session";
import { CheckCancelled, CheckQueue, type Connection } from "./check-queue";
import { forgetKeptTest, readKeptTest, writeKeptTest } from "./kept-test";

/** A connection the test switches off and on. */
function fakeConnection(online: boolean): Connection & { set(online: boolean): void } {
  const listeners = new Set<() => void>();
  return {
    isOnline: () => online,
    onOnline(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      online = value;
      if (value) for (const listener of [...listeners]) listener();
    },
  };
}

const check = { key: "6f1c5a8e-3b9d-4c2e-8a7f-0d1e2f3a4b5c", answers: [{ q: "q1", a: ["q1-a1"] }] };

afterEach(() => localStorage.clear());

describe("the closed test's check queue", () => {
  it("sends at once when online", async () => {
    const send = vi.fn(async () => "graded");
    const queue = new CheckQueue({ connection: fakeConnection(true), send });
    await expect(queue.send(check)).resolves.toBe("graded");
    expect(send).toHaveBeenCalledExactlyOnceWith(check);
  });

  it("waits while offline, says so, and sends once when the connection returns", async () => {
    const connection = fakeConnection(false);
    const send = vi.fn(async () => "graded");
    const waiting: boolean[] = [];
    const queue = new CheckQueue({ connection, send, onWaiting: (isWaiting) => waiting.push(isWaiting) });
    const first = queue.send(check);
    // A second press while waiting joins the first.
    const second = queue.send(check);
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
    expect(waiting).toEqual([true]);
    connection.set(false);
    connection.set(true);
    await expect(first).resolves.toBe("graded");
    await expect(second).resolves.toBe("graded");
    expect(send).toHaveBeenCalledTimes(1);
    expect(waiting).toEqual([true, false]);
    // The connection dropping and returning again sends nothing more.
    connection.set(false);
    connection.set(true);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("joins a send already on its way instead of sending again", async () => {
    let answer: (value: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const queue = new CheckQueue({ connection: fakeConnection(true), send });
    const first = queue.send(check);
    const again = queue.send(check);
    await Promise.resolve();
    answer("graded");
    await expect(Promise.all([first, again])).resolves.toEqual(["graded", "graded"]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("stops waiting when its page is left, and sends nothing when the connection returns", async () => {
    const connection = fakeConnection(false);
    const send = vi.fn(async () => "graded");
    const queue = new CheckQueue({ connection, send });
    const waiting = queue.send(check);
    queue.cancel();
    await expect(waiting).rejects.toBeInstanceOf(CheckCancelled);
    connection.set(true);
    expect(send).not.toHaveBeenCalled();
    // The page opened again sends the kept check.
    await expect(queue.send(check)).resolves.toBe("graded");
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("keeps the check's idempotency key across a reload: the resend carries the same key", async () => {
    writeKeptTest(localStorage, "u-anna", "c-intro", { index: 3, answers: { 0: ["q1-a1"] }, check, startedAt: 1000 });
    // A reload: nothing of the page survives but what the device kept, the attempt's start too (its timer).
    const kept = readKeptTest(localStorage, "u-anna", "c-intro");
    expect(kept).toEqual({ index: 3, answers: { 0: ["q1-a1"] }, check, startedAt: 1000 });
    const send = vi.fn(async () => "graded");
    const connection = fakeConnection(false);
    const resent = new CheckQueue({ connection, send }).send(kept?.check ?? check);
    connection.set(true);
    await resent;
    expect(send).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ key: check.key }));
  });
});

describe("the test kept on the device", () => {
  it("is kept per learner and course, and forgotten once checked", () => {
    writeKeptTest(localStorage, "u-anna", "c-intro", { index: 1, answers: { 1: ["a"] }, check: null, startedAt: 0 });
    expect(readKeptTest(localStorage, "u-jan", "c-intro")).toBeNull();
    expect(readKeptTest(localStorage, "u-anna", "c-prompting")).toBeNull();
    expect(readKeptTest(localStorage, "u-anna", "c-intro")?.answers).toEqual({ 1: ["a"] });
    forgetKeptTest(localStorage, "u-anna", "c-intro");
    expect(readKeptTest(localStorage, "u-anna", "c-intro")).toBeNull();
  });

  it("is taken off the device when its learner signs out, and only that learner's", () => {
    const kept = { index: 0, answers: { 0: ["a"] }, check: null, startedAt: 0 };
    writeKeptTest(localStorage, "u-anna", "c-intro", kept);
    writeKeptTest(localStorage, "u-anna", "c-prompting", kept);
    writeKeptTest(localStorage, "u-jan", "c-intro", kept);
    clearClosedTestAnswers(localStorage, "u-anna");
    expect(readKeptTest(localStorage, "u-anna", "c-intro")).toBeNull();
    expect(readKeptTest(localStorage, "u-anna", "c-prompting")).toBeNull();
    expect(readKeptTest(localStorage, "u-jan", "c-intro")).toEqual(kept);
    // An expired session (any other end) keeps them: clearLearnerData leaves tests under way alone.
    clearLearnerData(localStorage);
    expect(readKeptTest(localStorage, "u-jan", "c-intro")).toEqual(kept);
  });

  it("ignores what does not read as a kept test", () => {
    for (const stored of ["{", "[]", '{"index":"2","answers":{}}', '{"index":1}', "null"]) {
      localStorage.setItem("closedTest:u-anna:c-intro", stored);
      expect(readKeptTest(localStorage, "u-anna", "c-intro")).toBeNull();
    }
    localStorage.setItem(
      "closedTest:u-anna:c-intro",
      JSON.stringify({ index: 0, answers: { 0: ["a"], x: ["b"], 1: [2] }, check: { key: 5 }, startedAt: "now" }),
    );
    expect(readKeptTest(localStorage, "u-anna", "c-intro")).toEqual({
      index: 0,
      answers: { 0: ["a"] },
      check: null,
      startedAt: null,
    });
  });
});
