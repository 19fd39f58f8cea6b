import { describe, expect, it } from "vitest";
import { coursePath, lessonPath, programPath } from "./paths";

describe("card paths", () => {
  it("leads to a course's and a program's page, with the id kept whole in the path", () => {
    expect(coursePath("c-intro")).toBe("/course/c-intro");
    expect(programPath("p-foundations")).toBe("/program/p-foundations");
    expect(coursePath("a/b?c")).toBe("/course/a%2Fb%3Fc");
  });

  it("leads to a lesson on its course's page, and to a sub-lesson inside its lesson", () => {
    expect(lessonPath("c-intro", "c-intro-l2")).toBe("/course/c-intro?lesson=c-intro-l2");
    expect(lessonPath("c-intro", "c-intro-l4", "c-intro-l4-s2")).toBe(
      "/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s2",
    );
    expect(lessonPath("a/b", "l 1&x")).toBe("/course/a%2Fb?lesson=l+1%26x");
  });
});
