import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";

const refusal = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 403, headers: { "content-type": "application/json" } });

describe("ApiError.fromResponse", () => {
  it("reads the reason a 403 carries: the lessons left before a course's ending, and the next one", async () => {
    const reason = {
      code: "lessonsLeft",
      lessonsLeft: 3,
      next: { lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s1" },
    };
    const error = await ApiError.fromResponse(
      "closedTest",
      refusal({
        statusCode: 403,
        error: "Forbidden",
        message: "Complete the course's lessons first: 3 lessons to go.",
        reason,
      }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe("Complete the course's lessons first: 3 lessons to go.");
    expect(error.reason).toEqual(reason);
  });

  it("reads the name and rank of a locked program or course, and the name and languages of a course's 406", async () => {
    const locked = { code: "rankTooLow", title: "Advanced AI", description: "Agents.", requiredRank: 3 };
    const lockedError = await ApiError.fromResponse(
      "module",
      refusal({
        statusCode: 403,
        error: "Forbidden",
        message: "You don't have access to this section.",
        reason: locked,
      }),
    );
    expect(lockedError.reason).toEqual(locked);
    const language = { code: "notInLanguage", title: "Prawo AI w Polsce", languages: ["pl"] };
    const languageError = await ApiError.fromResponse(
      "course",
      new Response(
        JSON.stringify({ statusCode: 406, error: "Not Acceptable", message: "Not here.", reason: language }),
        {
          status: 406,
        },
      ),
    );
    expect(languageError.reason).toEqual(language);
  });

  it("keeps the answer's reason as it came for a part that reads its own (the staff console's 409s)", async () => {
    const reason = { code: "reviewClaimed", reviewer: { _id: "u-staff-2" }, until: "2026-11-22T10:12:00.000Z" };
    const error = await ApiError.fromResponse(
      "decideReview",
      new Response(JSON.stringify({ statusCode: 409, error: "Conflict", message: "Taken.", reason }), { status: 409 }),
    );
    expect(error.answerReason).toEqual(reason);
    // Not a reason the campus's learner pages say: checked by the console, not here.
    expect(error.reason).toBeUndefined();
    expect(error.message).toBe("Taken.");
  });

  it("leaves out a reason it does not know, or one without its parts, keeping the message", async () => {
    for (const reason of [
      { code: "somethingNew" },
      { code: "lessonsLeft", lessonsLeft: 2 },
      { code: "rankTooLow", title: "Advanced AI" },
      { code: "notInLanguage", title: "Prawo AI w Polsce", languages: "pl" },
      "lessonsLeft",
      null,
    ]) {
      const error = await ApiError.fromResponse(
        "closedTest",
        refusal({ statusCode: 403, error: "Forbidden", message: "No.", reason }),
      );
      expect(error.reason).toBeUndefined();
      expect(error.message).toBe("No.");
    }
    const plain = await ApiError.fromResponse(
      "closedTest",
      refusal({ statusCode: 403, error: "Forbidden", message: "No." }),
    );
    expect(plain.reason).toBeUndefined();
  });
});
