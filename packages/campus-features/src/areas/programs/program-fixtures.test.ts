import { type CallName, calls } from "@campus/contract";
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { describe, expect, it } from "vitest";
import * as fixtures from "../../testing/program-fixtures";

const problems = (call: CallName, answer: unknown) =>
  [...Value.Errors((calls[call].schema.response as Record<number, TSchema>)[200] as TSchema, answer)].map(
    (error) => `${error.path}: ${error.message}`,
  );

const url = (path: string) => new URL(`http://campus.test/api${path}`);

/** Every program fixture with the call whose answer it stands for. */
const answers: [string, CallName, unknown][] = [
  ["filterOptions", "filters", fixtures.filterOptions],
  ["filterOptionsEn", "filters", fixtures.filterOptionsEn],
  ...Object.entries(fixtures.programDetails).map(([name, moduleDetails]): [string, CallName, unknown] => [
    `programDetails.${name}`,
    "module",
    { moduleDetails },
  ]),
  ...Object.entries(fixtures.programDetailsEn).map(([name, moduleDetails]): [string, CallName, unknown] => [
    `programDetailsEn.${name}`,
    "module",
    { moduleDetails },
  ]),
  ["programLongText", "module", { moduleDetails: fixtures.programLongText }],
  ["programCards", "modules", fixtures.modulesAnswer(fixtures.programCards, url("/modules"))],
  ["programCardsEn", "modules", fixtures.modulesAnswer(fixtures.programCardsEn, url("/modules"))],
  ["programCatalogue", "modules", fixtures.modulesAnswer(fixtures.programCatalogue, url("/modules?page=2"))],
  ["programCardsLongText", "modules", fixtures.modulesAnswer(fixtures.programCardsLongText, url("/modules"))],
  ...Object.entries(fixtures.coursesByProgramEn).map(([id, courses]): [string, CallName, unknown] => [
    `courses of ${id}`,
    "moduleCourses",
    fixtures.moduleCoursesAnswer(courses, url(`/modules/${id}/courses`)),
  ]),
  ["programCourses", "moduleCourses", fixtures.moduleCoursesAnswer(fixtures.programCourses, url("/modules/x/courses"))],
  [
    "programCourseLongText",
    "moduleCourses",
    fixtures.moduleCoursesAnswer([fixtures.programCourseLongText], url("/modules/x/courses")),
  ],
];

describe("program fixtures", () => {
  it.each(answers)("%s is a valid answer of %s", (_label, call, answer) => {
    expect(problems(call, answer)).toEqual([]);
  });

  it("page, filter and sort as the API does", () => {
    const second = fixtures.modulesAnswer(fixtures.programCatalogue, url("/modules?page=2&limit=9"));
    expect(second).toMatchObject({ page: 2, limit: 9, totalCount: 12, totalPages: 2 });
    expect(second.data).toHaveLength(3);
    const rankThree = fixtures.modulesAnswer(fixtures.programCatalogue, url("/modules?rank=3&sortBy=title"));
    expect(rankThree.data.map((program) => program._id)).toEqual(["p-service", "p-advanced"]);
    const available = fixtures.modulesAnswer(fixtures.programCards, url("/modules?modulesType=completed"));
    expect(available.data.map((program) => program._id)).toEqual(["p-business"]);
    const courses = fixtures.moduleCoursesAnswer(
      fixtures.programCourses,
      url("/modules/p-foundations/courses?moduleCourseType=final-work"),
    );
    expect(courses.data.map((course) => course._id)).toEqual(["c-final-single"]);
    expect(fixtures.programIdOf(url("/modules/p-foundations/courses"))).toBe("p-foundations");
  });
});
