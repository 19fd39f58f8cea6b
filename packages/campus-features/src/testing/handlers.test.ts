import { describe, expect, it } from "vitest";
import { assertAnswer } from "./handlers";

const link = {
  purpose: "reset",
  email: "learner@example.com",
  firstName: "Anna",
  expiresAt: "2026-11-22T11:00:00.000Z",
};

describe("the stories' answers, checked against the contract", () => {
  it("accept a date and time as the API writes it, and refuse one it never would", () => {
    expect(() => assertAnswer("passwordLink", link)).not.toThrow();
    expect(() => assertAnswer("passwordLink", { ...link, expiresAt: "2026-11-22T12:00:00+01:00" })).not.toThrow();
    expect(() => assertAnswer("passwordLink", { ...link, expiresAt: "in an hour" })).toThrow(/expiresAt/);
    expect(() => assertAnswer("passwordLink", { ...link, expiresAt: "2026-13-45T99:00:00Z" })).toThrow(/expiresAt/);
  });
});
