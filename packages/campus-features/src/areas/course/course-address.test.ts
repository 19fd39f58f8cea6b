import { describe, expect, it } from "vitest";
import { findLesson, lessonAddress, readCourseAddress, toolsAddress } from "./course-address";

const read = (search: string) => readCourseAddress(new URLSearchParams(search));

const course = {
  lessons: [
    { _id: "l1", title: "Pierwsza", sublessons: [] },
    { _id: "l2", title: "Druga", sublessons: [{ _id: "l2-s1", title: "Część 1" }] },
  ],
};

describe("the course page's address", () => {
  it("is the overview with all tools when it says nothing", () => {
    expect(read("")).toEqual({ lesson: null, tools: "all" });
  });

  it("opens a lesson, or a sub-lesson of it", () => {
    expect(read("?lesson=l1").lesson).toEqual({ lessonId: "l1", sublessonId: null });
    expect(read("?lesson=l2&sublesson=l2-s1").lesson).toEqual({ lessonId: "l2", sublessonId: "l2-s1" });
  });

  it("ignores a sub-lesson without its lesson, empty values and an unknown tools filter", () => {
    expect(read("?sublesson=l2-s1").lesson).toBeNull();
    expect(read("?lesson=%20&tools=").lesson).toBeNull();
    expect(read("?tools=cheapest").tools).toBe("all");
    expect(read("?tools=favorites").tools).toBe("favorites");
  });

  it("builds a lesson's address, keeping the other parameters and dropping an old sub-lesson", () => {
    const current = new URLSearchParams("tools=paid&lesson=l2&sublesson=l2-s1&lang=en");
    expect(lessonAddress("c-intro", { lessonId: "l1", sublessonId: null }, current)).toBe(
      "/course/c-intro?tools=paid&lang=en&lesson=l1",
    );
    expect(lessonAddress("c-intro", { lessonId: "l2", sublessonId: "l2-s1" })).toBe(
      "/course/c-intro?lesson=l2&sublesson=l2-s1",
    );
    expect(lessonAddress("c-intro", null, current)).toBe("/course/c-intro?tools=paid&lang=en");
  });

  it("leaves the default tools filter out of the address", () => {
    const current = new URLSearchParams("lesson=l1&tools=paid");
    expect(toolsAddress("c-intro", "favorites", current)).toBe("/course/c-intro?lesson=l1&tools=favorites");
    expect(toolsAddress("c-intro", "all", current)).toBe("/course/c-intro?lesson=l1");
  });

  it("encodes the course id as a path segment", () => {
    expect(lessonAddress("c 1/2", null)).toBe("/course/c%201%2F2");
  });

  it("finds the lesson an address names, with its title, or nothing for one the course does not have", () => {
    expect(findLesson(course, { lessonId: "l2", sublessonId: "l2-s1" })).toEqual({
      lessonId: "l2",
      sublessonId: "l2-s1",
      title: "Część 1",
    });
    expect(findLesson(course, { lessonId: "l1", sublessonId: null })?.title).toBe("Pierwsza");
    expect(findLesson(course, { lessonId: "l9", sublessonId: null })).toBeNull();
    expect(findLesson(course, { lessonId: "l1", sublessonId: "l2-s1" })).toBeNull();
  });
});
