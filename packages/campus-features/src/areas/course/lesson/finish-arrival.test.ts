import { afterEach, describe, expect, it } from "vitest";
import { arrivalAt, forgetArrival, noteArrival } from "./finish-arrival";

const next = { lessonId: "l2", sublessonId: null };
const arrival = { target: next, finished: "Lesson one", isPart: false, completed: 1, total: 3 };

describe("the arrival after finishing a lesson", () => {
  afterEach(forgetArrival);

  it("belongs to the lesson finishing opened, and to no other", () => {
    noteArrival(arrival);
    expect(arrivalAt(next)).toEqual(arrival);
    expect(arrivalAt({ lessonId: "l2", sublessonId: "l2-s1" })).toBeNull();
    expect(arrivalAt({ lessonId: "l3", sublessonId: null })).toBeNull();
  });

  it("is said once: forgotten when the lesson has opened", () => {
    noteArrival(arrival);
    forgetArrival();
    expect(arrivalAt(next)).toBeNull();
  });
});
