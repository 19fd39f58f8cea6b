import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../i18n";
import { courses } from "../testing/fixtures";
import { coursesAboveRank, programCourses } from "../testing/program-fixtures";
import { courseCardProps } from "./course-card-props";

const i18n = createInstance();
void i18n.init({ lng: "pl", resources, initAsync: false });
const t = i18n.t;

describe("courseCardProps", () => {
  it("links a course the learner may open and shows the progress of a started one", () => {
    expect(courseCardProps(courses.intro, { rankStage: 2, t, aboveTitle: "Podstawy AI" })).toMatchObject({
      title: "Wprowadzenie do AI",
      program: "Podstawy AI",
      href: "/course/c-intro",
      access: "available",
      accessLabel: "Dostępny",
      isLocked: false,
      progress: 40,
      progressLabel: "Postęp",
    });
  });

  it("shows nothing above the title when given nothing", () => {
    expect(courseCardProps(courses.intro, { rankStage: 2, t })).not.toHaveProperty("program");
  });

  it("shows no progress bar for a course not started", () => {
    expect(courseCardProps(courses.ethics, { rankStage: 2, t })).not.toHaveProperty("progress");
  });

  it("locks a course above the learner's rank with 'rank too low'", () => {
    expect(courseCardProps(courses.advanced, { rankStage: 2, t })).toMatchObject({
      isLocked: true,
      lockedLabel: "Zbyt niska ranga",
    });
    const aboveRank = coursesAboveRank.find((course) => course.rank === 3);
    expect(aboveRank && courseCardProps(aboveRank, { rankStage: 2, t })).toMatchObject({ isLocked: true });
  });

  it("marks a completed course", () => {
    const done = { ...courses.intro, status: "completed" as const, progressPercentage: 100 };
    expect(courseCardProps(done, { rankStage: 2, t })).toMatchObject({ access: "completed", accessLabel: "Ukończony" });
    const [, prompting] = programCourses;
    expect(prompting && courseCardProps(prompting, { rankStage: 2, t })).toMatchObject({
      access: "completed",
      progress: 100,
    });
  });
});
