import { describe, expect, it } from "vitest";
import { courseEndPath, coursePath, fillAddress, lessonPath, pagePath, passwordPath, programPath } from "./pages.js";

describe("page addresses", () => {
  it("lead to a course's and a program's page, with the id kept whole in the path", () => {
    expect(coursePath("c-intro")).toBe("/course/c-intro");
    expect(programPath("p-foundations")).toBe("/program/p-foundations");
    expect(coursePath("a/b?c")).toBe("/course/a%2Fb%3Fc");
  });

  it("lead to a lesson on its course's page, and to a sub-lesson inside its lesson", () => {
    expect(lessonPath("c-intro", "c-intro-l2")).toBe("/course/c-intro?lesson=c-intro-l2");
    expect(lessonPath("c-intro", "c-intro-l4", "c-intro-l4-s2")).toBe(
      "/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s2",
    );
    expect(lessonPath("a/b", "l 1&x")).toBe("/course/a%2Fb?lesson=l+1%26x");
  });

  it("end a course at its closed test or its final work", () => {
    expect(courseEndPath({ _id: "c-intro", courseType: "closed-test" })).toBe("/course-test/c-intro");
    expect(courseEndPath({ _id: "c 2", courseType: "final-work" })).toBe("/course-final-work/c%202");
  });

  it("lead a one-time password link's mail to the page that chooses the password", () => {
    expect(passwordPath("Ab3_x-9")).toBe("/password/Ab3_x-9");
    expect(pagePath("forgotPassword")).toBe("/forgot-password");
  });

  it("fill every parameter of a pattern, each encoded, and name a page's missing one", () => {
    expect(pagePath("finalWorkTask", { id: "c/1", taskId: "t 2" })).toBe("/course-final-work/c%2F1/tasks/t%202");
    expect(pagePath("programs")).toBe("/programs");
    expect(fillAddress("/course/:id", {})).toBeUndefined();
    expect(fillAddress("/course/:id", { id: "" })).toBeUndefined();
    expect(() => pagePath("course", { id: "" })).toThrow(/needs every parameter of \/course\/:id/);
  });
});
