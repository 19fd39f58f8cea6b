import { type Static, Type } from "@sinclair/typebox";
import { Lang, Nullable } from "./common.js";

export const OrganizationSettings = Type.Object({
  accessToToolRepository: Type.Boolean(),
  accessToBenefits: Type.Boolean(),
  accessToCommunity: Type.Boolean(),
});
export type OrganizationSettings = Static<typeof OrganizationSettings>;

export const Role = Type.Union([Type.Literal("learner"), Type.Literal("staff")]);

/** The interface themes: light, and high contrast (yellow on black, the spec's "dark"). */
export const Theme = Type.Union([Type.Literal("light"), Type.Literal("high-contrast")]);
export type Theme = Static<typeof Theme>;

/**
 * The learner's interface preferences, kept with the account so that they follow the learner to every
 * device; `null` until the learner first chooses.
 */
export const Preferences = Type.Object({ language: Nullable(Lang), theme: Nullable(Theme) });
export type Preferences = Static<typeof Preferences>;
/** Saves one or both preferences; what is left out stays as it was. */
export const PreferencesBody = Type.Object(
  { language: Type.Optional(Lang), theme: Type.Optional(Theme) },
  { minProperties: 1, additionalProperties: false },
);
export type PreferencesBody = Static<typeof PreferencesBody>;
export const PreferencesAnswer = Type.Object({ preferences: Preferences });
export type PreferencesAnswer = Static<typeof PreferencesAnswer>;
export const User = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  avatar: Nullable(Type.String()),
  rankStage: Type.Integer({ minimum: 1 }),
  role: Role,
  preferences: Preferences,
  /** The home tutorial was seen (on any device): it is shown once, on the first visit of home. */
  tutorialSeen: Type.Boolean(),
  /** A demo (beta) account: some features show the demo-only modal instead, and their calls answer 403. */
  isDemo: Type.Boolean(),
});
export type User = Static<typeof User>;

/** The answer of every sign-in call and of get-user-data. */
export const LoginAnswer = Type.Object({
  success: Type.Boolean(),
  user: User,
  organizationSettings: OrganizationSettings,
});
export type LoginAnswer = Static<typeof LoginAnswer>;

const Base64Url = (min: number, max: number) =>
  Type.String({ minLength: min, maxLength: max, pattern: "^[A-Za-z0-9_~.-]+$" });

/** Built-in sign-in: email and password, answering a one-time code bound to the PKCE challenge (S256 only). */
export const AuthorizeBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254, format: "email" }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  codeChallenge: Base64Url(43, 128),
  codeChallengeMethod: Type.Literal("S256"),
  state: Type.String({ minLength: 1, maxLength: 200 }),
});
export type AuthorizeBody = Static<typeof AuthorizeBody>;
export const AuthorizeAnswer = Type.Object({ code: Type.String(), state: Type.String() });
export type AuthorizeAnswer = Static<typeof AuthorizeAnswer>;

export const ExchangeCodeBody = Type.Object({
  code: Base64Url(16, 200),
  codeVerifier: Base64Url(43, 128),
});
export type ExchangeCodeBody = Static<typeof ExchangeCodeBody>;

export const UrlLoginBody = Type.Object({
  accessToken: Base64Url(16, 200),
  refreshToken: Base64Url(16, 200),
});
export type UrlLoginBody = Static<typeof UrlLoginBody>;

/**
 * `rotated: true` when the answer sets the session's next cookies: its own rotation's, or, for a refresh that
 * raced a rotation of the same token a moment ago (or retries one whose answer was lost), the same successor.
 * `rotated: false` when it sets none: the token was just rotated and the winner's answer carries the cookies.
 */
export const RefreshAnswer = Type.Object({ success: Type.Boolean(), rotated: Type.Boolean() });
export type RefreshAnswer = Static<typeof RefreshAnswer>;

/**
 * A one-time hand-off link into the campus for a learner (valid 15 minutes, works once), as the provider's
 * other products send learners over; `path` is where it leads (home by default).
 */
export const HandoffLinkBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254, format: "email" }),
  path: Type.Optional(Type.String({ minLength: 1, maxLength: 500, pattern: "^/(?![/\\\\])" })),
});
export type HandoffLinkBody = Static<typeof HandoffLinkBody>;
export const HandoffLinkAnswer = Type.Object({ url: Type.String() });
export type HandoffLinkAnswer = Static<typeof HandoffLinkAnswer>;

/** How the login page offers to sign in: the password form, and the organization's identity provider by name. */
export const SignInOptionsAnswer = Type.Object({
  password: Type.Boolean(),
  sso: Nullable(Type.Object({ name: Type.String() })),
});
export type SignInOptionsAnswer = Static<typeof SignInOptionsAnswer>;

/** Starts single sign-on: the campus client's own PKCE challenge and state, handed back with its one-time code. */
export const SsoStartQuery = Type.Object({
  codeChallenge: Base64Url(43, 128),
  state: Type.String({ minLength: 1, maxLength: 200 }),
});
export type SsoStartQuery = Static<typeof SsoStartQuery>;

/** The identity provider's answer (OpenID Connect's authorization response), as it redirects the browser. */
export const SsoCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2000 })),
  state: Type.Optional(Type.String({ maxLength: 2000 })),
  iss: Type.Optional(Type.String({ maxLength: 2000 })),
  error: Type.Optional(Type.String({ maxLength: 2000 })),
  error_description: Type.Optional(Type.String({ maxLength: 2000 })),
  session_state: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type SsoCallbackQuery = Static<typeof SsoCallbackQuery>;
