import { type CallName, calls } from "@campus/contract";
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { describe, expect, it } from "vitest";
import * as fixtures from "./course-fixtures";

const answerSchema = (name: CallName) => (calls[name].schema.response as Record<number, TSchema>)[200] as TSchema;

/** Every course fixture with the call whose answer it stands for. */
const answers: [string, CallName, unknown][] = [
  ["courseNotStarted", "course", fixtures.courseNotStarted],
  ["courseNotStartedEn", "course", fixtures.courseNotStartedEn],
  ["courseJustJoined", "course", fixtures.courseJustJoined],
  ["courseStarted", "course", fixtures.courseStarted],
  ["courseStartedEn", "course", fixtures.courseStartedEn],
  ["courseLessonsDone", "course", fixtures.courseLessonsDone],
  ["courseFinished", "course", fixtures.courseFinished],
  ["courseReviewed", "course", fixtures.courseReviewed],
  ["courseFinalWork", "course", fixtures.courseFinalWork],
  ["courseWithoutTools", "course", fixtures.courseWithoutTools],
  ["courseLongText", "course", fixtures.courseLongText],
  ["joined", "joinCourse", { data: { progress: fixtures.progressJoined } }],
  ["favoriteAnswer", "addFavorite", fixtures.favoriteAnswer("t-voicecraft", true)],
];

describe("course fixtures", () => {
  it.each(answers)("%s is a valid answer of %s", (_label, call, answer) => {
    const errors = [...Value.Errors(answerSchema(call), answer)].map((error) => `${error.path}: ${error.message}`);
    expect(errors).toEqual([]);
  });

  it("answer the course as the learner's calls left it: joined, favorites toggled, reviewed, filtered", () => {
    const url = "http://campus.test/api/course/c-intro?type=favorites";
    const sent = [
      { name: "joinCourse", url: "http://campus.test/api/course/join/c-intro" },
      { name: "addFavorite", url: "http://campus.test/api/tools/add-to-favorites/t-voicecraft" },
      { name: "removeFavorite", url: "http://campus.test/api/tools/remove-from-favorites/t-chatassist" },
      { name: "reviewCourse", url: "http://campus.test/api/course/review/c-intro", body: { rating: 5, comment: "" } },
    ];
    const { data } = fixtures.courseAnswerFor(url, sent, fixtures.courseNotStarted);
    expect(data.progress?.currentLessonId).toBe("c-intro-l1");
    expect(data.recommendedTools.map((tool) => [tool._id, tool.favoritesCount])).toEqual([["t-voicecraft", 5]]);
    expect(data.review).toEqual({ rating: 5, comment: "" });
  });
});
