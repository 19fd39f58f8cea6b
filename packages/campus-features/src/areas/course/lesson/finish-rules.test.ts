import { describe, expect, it } from "vitest";
import { type FinishFacts, finishState } from "./finish-rules";

const facts = (changes: Partial<FinishFacts> = {}): FinishFacts => ({
  kind: "text",
  isCompleted: false,
  hasSublessons: false,
  isPresentationDone: false,
  isInternalTestCompleted: false,
  ...changes,
});

describe("finishing a lesson", () => {
  it("is allowed for a video, a text and a quiz", () => {
    expect(finishState(facts({ kind: "video" }))).toEqual({ status: "allowed" });
    expect(finishState(facts({ kind: "text" }))).toEqual({ status: "allowed" });
    expect(finishState(facts({ kind: "quiz" }))).toEqual({ status: "allowed" });
  });

  it("waits for a presentation to be marked as done", () => {
    expect(finishState(facts({ kind: "presentation" }))).toEqual({
      status: "blocked",
      reason: "presentation-not-done",
    });
    expect(finishState(facts({ kind: "presentation", isPresentationDone: true }))).toEqual({ status: "allowed" });
  });

  it("waits for an internal test to be completed", () => {
    expect(finishState(facts({ kind: "internal-test" }))).toEqual({
      status: "blocked",
      reason: "internal-test-not-completed",
    });
    expect(finishState(facts({ kind: "internal-test", isInternalTestCompleted: true }))).toEqual({
      status: "allowed",
    });
  });

  it("does not block one kind by the other's condition", () => {
    expect(finishState(facts({ kind: "presentation", isInternalTestCompleted: true }))).toMatchObject({
      status: "blocked",
    });
    expect(finishState(facts({ kind: "internal-test", isPresentationDone: true }))).toMatchObject({
      status: "blocked",
    });
  });

  it("shows an already completed lesson as completed, whatever its kind", () => {
    expect(finishState(facts({ kind: "presentation", isCompleted: true }))).toEqual({ status: "completed" });
    expect(finishState(facts({ kind: "internal-test", isCompleted: true }))).toEqual({ status: "completed" });
    expect(finishState(facts({ hasSublessons: true, isCompleted: true }))).toEqual({ status: "completed" });
  });

  it("finishes a lesson made of sub-lessons through them", () => {
    expect(finishState(facts({ hasSublessons: true }))).toEqual({ status: "in-parts" });
  });
});
