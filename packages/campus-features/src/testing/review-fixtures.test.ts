import type { CallName } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { assertAnswer } from "./handlers";
import * as fixtures from "./review-fixtures";

const answers: [string, CallName, unknown][] = [
  ["queueAnswer", "reviewQueue", fixtures.queueAnswer()],
  ["emptyQueue", "reviewQueue", fixtures.emptyQueue],
  ["secondPage", "reviewQueue", fixtures.secondPage],
  ["workAnswer", "reviewWork", fixtures.workAnswer()],
  ["claimedWork", "reviewWork", { work: fixtures.claimedWork }],
  ["longTextWork", "reviewWork", { work: fixtures.longTextWork }],
  ["approvedWork", "reviewWork", { work: fixtures.approvedWork }],
];

describe("review fixtures", () => {
  it.each(answers)("%s is a valid answer of %s", (_label, call, answer) => {
    expect(() => assertAnswer(call, answer)).not.toThrow();
  });
});
