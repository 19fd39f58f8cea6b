import type { NotInLanguageReason } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api";
import { fixtures } from "../testing";
import { hasOwnPage, unavailableName, unavailableReason } from "./unavailable-reason";

const refused = (status: number) => new ApiError("course", status, "refused");
const refusedWith = (status: number, reason: ConstructorParameters<typeof ApiError>[7]) =>
  new ApiError("course", status, "refused", "http", {}, undefined, {}, reason);
const lockedAt3 = {
  code: "rankTooLow",
  title: "Agenci AI",
  description: "Projektowanie agentów.",
  requiredRank: 3,
} as const;
const everyRank = {
  ...fixtures.rankStages,
  currentStage: 3,
  stages: fixtures.rankStages.stages.map((stage) => ({ ...stage, reached: true })),
};

describe("why a course cannot be shown", () => {
  it("is the language on a 406", () => {
    expect(unavailableReason(refused(406), undefined, undefined)).toEqual({ kind: "not-in-language" });
  });

  it("names the course and the languages it is in when the 406 gives them", () => {
    const reason: NotInLanguageReason = { code: "notInLanguage", title: "Prawo AI w Polsce", languages: ["pl"] };
    expect(unavailableReason(refusedWith(406, reason), undefined, undefined)).toEqual({
      kind: "not-in-language",
      title: "Prawo AI w Polsce",
      languages: ["pl"],
    });
    expect(unavailableName(unavailableReason(refusedWith(406, reason), undefined, undefined))).toBe(
      "Prawo AI w Polsce",
    );
  });

  it("names what is locked and the rank that opens it, from the refusal and the rank ladder", () => {
    expect(unavailableReason(refusedWith(403, lockedAt3), fixtures.rankStages, undefined)).toEqual({
      kind: "locked",
      title: "Agenci AI",
      description: "Projektowanie agentów.",
      requiredRank: "Ekspert",
      note: "Utrzymanie rangi wymaga aktywnej subskrypcji.",
    });
    // Without the ladder the lock keeps the name; the rank is then said in general words.
    expect(unavailableReason(refusedWith(403, lockedAt3), undefined, refused(500))).toEqual({
      kind: "locked",
      title: "Agenci AI",
      description: "Projektowanie agentów.",
    });
  });

  it("is the rank on a 403 while the learner has ranks to reach, with the next one and the rank note", () => {
    expect(unavailableReason(refused(403), fixtures.rankStages, undefined)).toEqual({
      kind: "locked",
      nextRank: "Ekspert",
      note: "Utrzymanie rangi wymaga aktywnej subskrypcji.",
    });
  });

  it("is plain 'no access' on a 403 once every rank is the learner's, or when the ranks cannot be read", () => {
    expect(unavailableReason(refused(403), everyRank, undefined)).toEqual({ kind: "no-access" });
    expect(unavailableReason(refused(403), undefined, refused(500))).toEqual({ kind: "no-access" });
  });

  it("waits for the ranks before deciding a 403", () => {
    expect(unavailableReason(refused(403), undefined, undefined)).toBeNull();
  });

  it("leaves other failures to the load error with its retry", () => {
    expect(unavailableReason(refused(500), fixtures.rankStages, undefined)).toBeNull();
    expect(unavailableReason(new Error("boom"), fixtures.rankStages, undefined)).toBeNull();
    expect(hasOwnPage(refused(500))).toBe(false);
    expect([403, 404, 406].map((status) => hasOwnPage(refused(status)))).toEqual([true, true, true]);
  });
});
