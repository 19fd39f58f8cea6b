import type { LoginAnswer } from "@campus/contract";
import type { Queryable } from "./db/db.js";
import { notFound } from "./errors.js";
import { type SessionUser, USER_COLUMNS } from "./sessions.js";

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

export async function userById(db: Queryable, id: string): Promise<SessionUser> {
  const [user] = await db.query<SessionUser>(`select ${USER_COLUMNS} from users u where u.id = $1`, [id]);
  if (!user) throw notFound("User");
  return user;
}
