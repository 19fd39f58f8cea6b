import { type Static, Type } from "@sinclair/typebox";
import { OrganizationSettings, Role } from "./auth.js";
import { Id, Lang, Nullable } from "./common.js";

/**
 * A provider's organization: a name and the three access flags of SPEC section 3, which every learner of it
 * gets (the sign-in answer's `organizationSettings`). `learners` counts its accounts.
 */
export const Organization = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  settings: OrganizationSettings,
  learners: Type.Integer({ minimum: 0 }),
});
export type Organization = Static<typeof Organization>;
export const OrganizationsAnswer = Type.Object({ organizations: Type.Array(Organization) });
export type OrganizationsAnswer = Static<typeof OrganizationsAnswer>;

/** A name a person reads: not blank, one line (no control characters, so it cannot break a mail's headers). */
const DisplayName = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: "^[^\\u0000-\\u001f\\u007f]*\\S[^\\u0000-\\u001f\\u007f]*$" });

export const OrganizationBody = Type.Object(
  { name: DisplayName(120), settings: OrganizationSettings },
  { additionalProperties: false },
);
export type OrganizationBody = Static<typeof OrganizationBody>;
/** Renames an organization or changes its flags; what is left out stays as it was. */
export const OrganizationChangeBody = Type.Object(
  { name: Type.Optional(DisplayName(120)), settings: Type.Optional(OrganizationSettings) },
  { minProperties: 1, additionalProperties: false },
);
export type OrganizationChangeBody = Static<typeof OrganizationChangeBody>;

/** Where an account stands: signing in, invited (no password chosen yet), or deactivated (cannot sign in). */
export const AccountStatus = Type.Union([Type.Literal("active"), Type.Literal("invited"), Type.Literal("deactivated")]);
export type AccountStatus = Static<typeof AccountStatus>;

/** An account as staff see it. */
export const LearnerAccount = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  organization: Type.Object({ _id: Type.String(), name: Type.String() }),
  rankStage: Type.Integer({ minimum: 1 }),
  role: Role,
  language: Nullable(Lang),
  status: AccountStatus,
  createdAt: Type.String({ format: "date-time" }),
});
export type LearnerAccount = Static<typeof LearnerAccount>;

export const LearnersQuery = Type.Object(
  {
    /** Part of an email or name, any letter case. */
    query: Type.Optional(Type.String({ maxLength: 200 })),
    organizationId: Type.Optional(Id),
    status: Type.Optional(AccountStatus),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  },
  { additionalProperties: false },
);
export type LearnersQuery = Static<typeof LearnersQuery>;
export const LearnersAnswer = Type.Object({
  learners: Type.Array(LearnerAccount),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type LearnersAnswer = Static<typeof LearnersAnswer>;

/** The rank stages a learner can hold (SPEC section 6: 1 sends them to onboarding). */
export const RankStage = Type.Integer({ minimum: 1, maximum: 10 });

/** Invites a learner: the account is made without a password, and an email brings the link to choose one. */
export const InviteBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254, format: "email" }),
    firstName: DisplayName(100),
    lastName: DisplayName(100),
    organizationId: Id,
    rankStage: RankStage,
    language: Lang,
  },
  { additionalProperties: false },
);
export type InviteBody = Static<typeof InviteBody>;

/** Changes a learner's rank stage or organization; what is left out stays as it was. */
export const LearnerChangeBody = Type.Object(
  { rankStage: Type.Optional(RankStage), organizationId: Type.Optional(Id) },
  { minProperties: 1, additionalProperties: false },
);
export type LearnerChangeBody = Static<typeof LearnerChangeBody>;

/** What staff did, to whom and when. */
export const AuditEntry = Type.Object({
  _id: Type.String(),
  at: Type.String({ format: "date-time" }),
  actor: Nullable(Type.Object({ _id: Nullable(Type.String()), email: Type.String() })),
  action: Type.String(),
  subjectUserId: Nullable(Type.String()),
  subjectOrganizationId: Nullable(Type.String()),
  details: Type.Record(Type.String(), Type.Unknown()),
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditQuery = Type.Object(
  {
    subjectUserId: Type.Optional(Id),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;
export const AuditAnswer = Type.Object({
  entries: Type.Array(AuditEntry),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type AuditAnswer = Static<typeof AuditAnswer>;

/** Forgot password: the answer is the same whether an account has this email or not. */
export const PasswordResetBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254, format: "email" }), language: Type.Optional(Lang) },
  { additionalProperties: false },
);
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** A one-time link's token, as its address carries it. */
export const PasswordLinkToken = Type.String({ minLength: 16, maxLength: 200, pattern: "^[A-Za-z0-9_-]+$" });
export const PasswordLinkParams = Type.Object({ token: PasswordLinkToken });
export type PasswordLinkParams = Static<typeof PasswordLinkParams>;

/** What the page a one-time link opens shows before the learner types: whose account and why. */
export const PasswordLinkAnswer = Type.Object({
  purpose: Type.Union([Type.Literal("invitation"), Type.Literal("reset")]),
  email: Type.String(),
  firstName: Type.String(),
  expiresAt: Type.String({ format: "date-time" }),
});
export type PasswordLinkAnswer = Static<typeof PasswordLinkAnswer>;

/** The password rules, shown before typing: at least this many characters and not a common password. */
export const PASSWORD_MIN_LENGTH = 12;
export const SetPasswordBody = Type.Object(
  { token: PasswordLinkToken, password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type SetPasswordBody = Static<typeof SetPasswordBody>;

/**
 * Learners from a CSV file (UTF-8, with or without a BOM; a header row naming the columns `email`, `firstName`,
 * `lastName`, `organization` (its id or name), `rankStage`, `language`). A dry run reports what would happen and
 * changes nothing.
 */
export const LearnerImportBody = Type.Object(
  { csv: Type.String({ minLength: 1, maxLength: 4_000_000 }), dryRun: Type.Boolean() },
  { additionalProperties: false },
);
export type LearnerImportBody = Static<typeof LearnerImportBody>;

/** Why a row was refused: one row never stops the others. */
export const ImportRefusal = Type.Union([
  Type.Literal("badEmail"),
  Type.Literal("missingName"),
  Type.Literal("unknownOrganization"),
  Type.Literal("rankOutOfRange"),
  Type.Literal("badLanguage"),
  Type.Literal("duplicateInFile"),
  Type.Literal("badColumns"),
  Type.Literal("staffAccount"),
]);
export type ImportRefusal = Static<typeof ImportRefusal>;

export const ImportRow = Type.Object({
  /** The row's line in the file (the header is line 1). */
  line: Type.Integer({ minimum: 2 }),
  email: Type.String(),
  outcome: Type.Union([
    Type.Literal("created"),
    Type.Literal("updated"),
    Type.Literal("unchanged"),
    Type.Literal("refused"),
  ]),
  reason: Type.Optional(ImportRefusal),
  /** What is wrong, in words, for a refused row. */
  message: Type.Optional(Type.String()),
});
export type ImportRow = Static<typeof ImportRow>;

export const LearnerImportAnswer = Type.Object({
  dryRun: Type.Boolean(),
  summary: Type.Object({
    created: Type.Integer({ minimum: 0 }),
    updated: Type.Integer({ minimum: 0 }),
    unchanged: Type.Integer({ minimum: 0 }),
    refused: Type.Integer({ minimum: 0 }),
  }),
  rows: Type.Array(ImportRow),
});
export type LearnerImportAnswer = Static<typeof LearnerImportAnswer>;

/** Erasing an account cannot be undone: the call names the account's email again, as the staff member typed it. */
export const EraseBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);
export type EraseBody = Static<typeof EraseBody>;
export const EraseAnswer = Type.Object({
  success: Type.Boolean(),
  /** The account's certificates, now revoked without the holder's name. */
  certificatesRevoked: Type.Integer({ minimum: 0 }),
});
export type EraseAnswer = Static<typeof EraseAnswer>;
