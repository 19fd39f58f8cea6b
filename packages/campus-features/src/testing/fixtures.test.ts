import { type CallName, calls } from "@campus/contract";
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { describe, expect, it } from "vitest";
import * as fixtures from "./fixtures";

const answerSchema = (name: CallName) => (calls[name].schema.response as Record<number, TSchema>)[200] as TSchema;

/** Every fixture with the call whose answer it stands for. */
const answers: [string, CallName, unknown][] = [
  ["loginAnswer()", "getUserData", fixtures.loginAnswer()],
  ["loginAnswer(newcomer)", "getUserData", fixtures.loginAnswer(fixtures.newcomer, fixtures.noAccess)],
  ["loginAnswer(longNamedLearner)", "getUserData", fixtures.loginAnswer(fixtures.longNamedLearner)],
  ["toolbar", "toolbar", fixtures.toolbar],
  ["homepage", "homepage", fixtures.homepage],
  ["homepageNothingStarted", "homepage", fixtures.homepageNothingStarted],
  ["homepageEmpty", "homepage", fixtures.homepageEmpty],
  ["homepageLongText", "homepage", fixtures.homepageLongText],
  ["homepageEn", "homepage", fixtures.homepageEn],
  ["myLearning", "myLearning", fixtures.myLearning],
  ["myLearningEn", "myLearning", fixtures.myLearningEn],
  ["myLearningEmpty", "myLearning", fixtures.myLearningEmpty],
  ["homepageManyCourses", "homepage", fixtures.homepageManyCourses],
  ["homepageAboveRank", "homepage", fixtures.homepageAboveRank],
  ["homepageMoreThanSent", "homepage", fixtures.homepageMoreThanSent],
  ["toolbarEn", "toolbar", fixtures.toolbarEn],
  ["onboardingEn", "onboarding", fixtures.onboardingEn],
  ["notifications", "notifications", fixtures.notifications],
  ["notificationsAllRead", "readNotifications", fixtures.notificationsAllRead],
  ["onboarded(newcomer)", "completeOnboarding", fixtures.onboarded(fixtures.loginAnswer(fixtures.newcomer))],
  ["rankStages", "rankStages", fixtures.rankStages],
  ["sessionStreak", "sessionStreak", fixtures.sessionStreak],
  ["onboarding", "onboarding", fixtures.onboarding],
  ["onboardingLongText", "onboarding", fixtures.onboardingLongText],
];

describe("fixtures", () => {
  it.each(answers)("%s is a valid answer of %s", (_label, call, answer) => {
    const errors = [...Value.Errors(answerSchema(call), answer)].map((error) => `${error.path}: ${error.message}`);
    expect(errors).toEqual([]);
  });
});
