import { describe, expect, it } from "vitest";
import { emptyInvite, inviteBody, inviteProblems } from "./invite-draft";

const filled = { ...emptyInvite("pl", "org-demo"), email: "ola@example.com", firstName: "Ola", lastName: "Nowak" };

describe("an invitation before it is sent", () => {
  it("asks for the email, both names and the organization", () => {
    expect(inviteProblems(emptyInvite("en"))).toEqual({
      email: "required",
      firstName: "required",
      lastName: "required",
      organizationId: "required",
    });
    expect(inviteProblems({ ...filled, firstName: "   " })).toEqual({ firstName: "required" });
  });

  it("refuses an email without an @ and a domain, and names longer than the server keeps", () => {
    expect(inviteProblems({ ...filled, email: "ola@example" })).toEqual({ email: "email" });
    expect(inviteProblems({ ...filled, email: "ola nowak@example.com" })).toEqual({ email: "email" });
    expect(inviteProblems({ ...filled, lastName: "N".repeat(101) })).toEqual({ lastName: "tooLong" });
    expect(inviteProblems(filled)).toEqual({});
  });

  it("sends the fields trimmed and the rank stage as a number", () => {
    expect(inviteBody({ ...filled, email: "  ola@example.com ", firstName: " Ola ", rankStage: "3" })).toEqual({
      email: "ola@example.com",
      firstName: "Ola",
      lastName: "Nowak",
      organizationId: "org-demo",
      rankStage: 3,
      language: "pl",
    });
  });
});
