import type { LoginAnswer } from "@campus/contract";
import type { Queryable } from "../db/db.js";
import { notFound } from "../errors.js";
import { type SessionUser, USER_COLUMNS, USER_TABLES } from "./sessions.js";

export function loginAnswer(user: SessionUser): LoginAnswer {
  return {
    success: true,
    user: {
      _id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      avatar: user.avatar,
      rankStage: user.rankStage,
      role: user.role,
      preferences: { language: user.language, theme: user.theme },
      tutorialSeen: user.tutorialSeen,
      isDemo: user.isDemo,
    },
    organizationSettings: {
      accessToToolRepository: user.accessTools,
      accessToBenefits: user.accessBenefits,
      accessToCommunity: user.accessCommunity,
    },
  };
}

/** The user a sign-in was for, with everything the campus shows of them. */
export async function userById(db: Queryable, id: string): Promise<SessionUser> {
  const [user] = await db.query<SessionUser>(`select ${USER_COLUMNS} from ${USER_TABLES} where u.id = $1`, [id]);
  if (!user) throw notFound("User");
  return user;
}

/** An account as sign-in and staff tools look it up: by email, whatever its letters' case. */
export interface Account {
  id: string;
  role: SessionUser["role"];
  /** Null until an invited learner chooses a password. */
  passwordHash: string | null;
  /** A deactivated account cannot sign in. */
  deactivated: boolean;
}

/** The account with this email (compared case-insensitively, as it was registered or typed), or undefined. */
export async function accountByEmail(db: Queryable, email: string): Promise<Account | undefined> {
  const [account] = await db.query<Account>(
    `select id, role, password_hash as "passwordHash", deactivated_at is not null as deactivated
     from users where lower(email) = lower($1)`,
    [email],
  );
  return account;
}

/** Stores a new hash of the same password, only if the hash is still the one checked: a password changed meanwhile is not overwritten. */
export async function replacePasswordHash(db: Queryable, id: string, checked: string, next: string): Promise<void> {
  await db.query("update users set password_hash = $3 where id = $1 and password_hash = $2", [id, checked, next]);
}

export type Preferences = { language: SessionUser["language"]; theme: SessionUser["theme"] };

/** Saves the preferences given (an undefined one keeps its value) and answers both as they now are. */
export async function savePreferences(
  db: Queryable,
  userId: string,
  changes: { language?: "pl" | "en" | undefined; theme?: "light" | "high-contrast" | undefined },
): Promise<Preferences> {
  const [row] = await db.query<Preferences>(
    `update users set language = coalesce($2, language), theme = coalesce($3, theme)
     where id = $1 returning language, theme`,
    [userId, changes.language ?? null, changes.theme ?? null],
  );
  return { language: row?.language ?? null, theme: row?.theme ?? null };
}
