import type { InviteBody, Lang } from "@campus/contract";
import { emailProblem } from "../../../session";

/** The invitation as staff fill it in: every field a string (the rank stage as its select's key). */
export interface InviteDraft {
  email: string;
  firstName: string;
  lastName: string;
  organizationId: string;
  rankStage: string;
  language: Lang;
}

export type InviteField = keyof InviteDraft;
/** What is wrong with a field, each a translated message (`accounts.invite.errors.<problem>`). */
export type InviteProblem = "required" | "email" | "tooLong" | "taken";
export type InviteProblems = Partial<Record<InviteField, InviteProblem>>;

/** The order the form asks in, so the first field with a problem is the one to go back to. */
export const inviteFields: readonly InviteField[] = [
  "email",
  "firstName",
  "lastName",
  "organizationId",
  "rankStage",
  "language",
];

/** The contract's lengths (InviteBody). */
const MAX = { email: 254, firstName: 100, lastName: 100 } as const;

export const emptyInvite = (language: Lang, organizationId = ""): InviteDraft => ({
  email: "",
  firstName: "",
  lastName: "",
  organizationId,
  rankStage: "1",
  language,
});

/** What is wrong before sending: the same rules as the server's, said in the staff member's language. */
export function inviteProblems(draft: InviteDraft): InviteProblems {
  const problems: InviteProblems = {};
  for (const field of ["email", "firstName", "lastName"] as const) {
    const text = draft[field].trim();
    if (text === "") problems[field] = "required";
    else if (text.length > MAX[field]) problems[field] = "tooLong";
  }
  if (!problems.email && emailProblem(draft.email) === "invalid") problems.email = "email";
  if (!draft.organizationId) problems.organizationId = "required";
  return problems;
}

/** The call's body: names and email trimmed, the stage a number. */
export const inviteBody = (draft: InviteDraft): InviteBody => ({
  email: draft.email.trim(),
  firstName: draft.firstName.trim(),
  lastName: draft.lastName.trim(),
  organizationId: draft.organizationId,
  rankStage: Number(draft.rankStage),
  language: draft.language,
});
