import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../i18n";
import { programCards } from "../testing/program-fixtures";
import { programProgress, programTileProps } from "./program-card-props";

const i18n = createInstance();
void i18n.init({ lng: "pl", resources, initAsync: false });
const t = i18n.t;
const [foundations, practice, business, advanced] = programCards as [
  (typeof programCards)[0],
  (typeof programCards)[0],
  (typeof programCards)[0],
  (typeof programCards)[0],
];

describe("programTileProps", () => {
  it("links an open program, counts its courses and shows the share finished", () => {
    expect(programTileProps(foundations, { rankStage: 2, t })).toEqual({
      card: expect.objectContaining({
        title: "Podstawy AI",
        courseCountLabel: "14 kursów",
        href: "/program/p-foundations",
        isLocked: false,
        progress: 14,
        progressLabel: "Postęp programu",
        progressValueLabel: "Ukończone: 2 z 14",
      }),
      access: { status: "available", label: "Dostępny" },
    });
  });

  it("shows no progress for a program with nothing finished yet", () => {
    const { card } = programTileProps(practice, { rankStage: 2, t });
    expect(card).not.toHaveProperty("progress");
    expect(card.courseCountLabel).toBe("3 kursy");
  });

  it("marks a finished program completed", () => {
    expect(programTileProps(business, { rankStage: 2, t }).access).toEqual({ status: "completed", label: "Ukończony" });
  });

  it("locks a program above the learner's rank, with 'rank too low' and no link", () => {
    const { card, access } = programTileProps(advanced, { rankStage: 2, t });
    expect(card).toMatchObject({ isLocked: true, lockedLabel: "Zbyt niska ranga" });
    expect(card).not.toHaveProperty("href");
    expect(access).toBeNull();
  });

  it("gives no link to a program the API says is unavailable, even within the rank", () => {
    const { card, access } = programTileProps({ ...practice, access: "unavailable" }, { rankStage: 2, t });
    expect(card).not.toHaveProperty("href");
    expect(access).toEqual({ status: "unavailable", label: "Niedostępny" });
  });

  it("counts courses in Polish plural forms", () => {
    const count = (coursesCount: number) =>
      programTileProps({ ...practice, coursesCount }, { rankStage: 2, t }).card.courseCountLabel;
    expect([count(1), count(4), count(5), count(22)]).toEqual(["1 kurs", "4 kursy", "5 kursów", "22 kursy"]);
  });
});

describe("programProgress", () => {
  it("is the rounded share of finished courses, and 0 for a program without courses", () => {
    expect(programProgress({ coursesCount: 3, completedCoursesCount: 1 })).toBe(33);
    expect(programProgress({ coursesCount: 0, completedCoursesCount: 0 })).toBe(0);
  });
});
