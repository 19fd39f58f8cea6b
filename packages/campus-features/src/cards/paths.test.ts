import { describe, expect, it } from "vitest";
import { coursePath, programPath } from "./paths";

describe("card paths", () => {
  it("leads to a course's and a program's page, with the id kept whole in the path", () => {
    expect(coursePath("c-intro")).toBe("/course/c-intro");
    expect(programPath("p-foundations")).toBe("/program/p-foundations");
    expect(coursePath("a/b?c")).toBe("/course/a%2Fb%3Fc");
  });
});
