import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../../i18n";
import { programCourses } from "../../testing/program-fixtures";
import { courseEnding } from "./course-ending";

const i18n = createInstance();
void i18n.init({ lng: "pl", resources, initAsync: false });
const t = i18n.t;

describe("courseEnding", () => {
  const [intro, prompting, finalWork] = programCourses as [
    (typeof programCourses)[0],
    (typeof programCourses)[0],
    (typeof programCourses)[0],
  ];

  it("names a closed test, with its certificate when it gives one", () => {
    expect(courseEnding(intro, t)).toBe("Test zamknięty · certyfikat");
    expect(courseEnding(prompting, t)).toBe("Test zamknięty");
  });

  it("names a final work", () => {
    expect(courseEnding(finalWork, t)).toBe("Praca końcowa");
  });
});
