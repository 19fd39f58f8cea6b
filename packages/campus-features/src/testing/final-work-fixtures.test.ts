import { type CallName, calls } from "@campus/contract";
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { describe, expect, it } from "vitest";
import * as fixtures from "./final-work-fixtures";

const answerSchema = (name: CallName) => (calls[name].schema.response as Record<number, TSchema>)[200] as TSchema;

const answers: [string, CallName, unknown][] = [
  ["examSingle", "exam", fixtures.examSingle],
  ["examSingleEn", "exam", fixtures.examSingleEn],
  ["examMulti", "exam", fixtures.examMulti],
  ["examSinglePending", "exam", fixtures.examSinglePending],
  ["examSingleApproved", "exam", fixtures.examSingleApproved],
  ["examSingleRejected", "exam", fixtures.examSingleRejected],
  ["examMultiStarted", "exam", fixtures.examMultiStarted],
  ["examLongText", "exam", fixtures.examLongText],
  ["examSingleApprovedWithHistory", "exam", fixtures.examSingleApprovedWithHistory],
  ["examSingleRejectedAgain", "exam", fixtures.examSingleRejectedAgain],
  ["sentAnswer", "createExamSubmit", fixtures.sentAnswer(fixtures.submission())],
  ["refusedAnswer", "createExamSubmit", fixtures.refusedAnswer({ "https://x.example": "Not allowed" })],
];

describe("final-work fixtures", () => {
  it.each(answers)("%s is a valid answer of %s", (_label, call, answer) => {
    const errors = [...Value.Errors(answerSchema(call), answer)].map((error) => `${error.path}: ${error.message}`);
    expect(errors).toEqual([]);
  });
});
