import { describe, expect, it } from "vitest";
import { ApiError } from "../api";
import { fixtures } from "../testing";
import { hasOwnPage, unavailableReason } from "./unavailable-reason";

const refused = (status: number) => new ApiError("course", status, "refused");
const everyRank = {
  ...fixtures.rankStages,
  currentStage: 3,
  stages: fixtures.rankStages.stages.map((stage) => ({ ...stage, reached: true })),
};

describe("why a course cannot be shown", () => {
  it("is the language on a 406", () => {
    expect(unavailableReason(refused(406), undefined, undefined)).toEqual({ kind: "not-in-language" });
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
