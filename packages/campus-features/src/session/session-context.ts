import type { LoginAnswer, OrganizationSettings, User } from "@campus/contract";
import { createContext, useContext } from "react";

/** restoring: the login gate is still finding out (SPEC section 4); then signed in or out. */
export type SessionStatus = "restoring" | "signed-in" | "signed-out";

/** Why there is no session: none was found, the learner logged out, it expired, or a sign-in failed. */
export type SessionEnd = "none" | "logout" | "expired" | "failed";

export interface Session {
  status: SessionStatus;
  user: User | null;
  organizationSettings: OrganizationSettings | null;
  ended: SessionEnd | null;
  /** A sign-in succeeded (login page or the gate): the learner and their organization settings. */
  signIn(answer: LoginAnswer): void;
  /** The learner changed on the server (onboarding raised the rank). */
  update(answer: LoginAnswer): void;
  /** Forgets the learner here: state, cached data and what this browser kept of them. */
  end(reason: SessionEnd): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession needs a <SessionProvider> above it.");
  return session;
}

/** The signed-in learner; only for what renders behind the login gate. */
export function useLearner(): { user: User; organizationSettings: OrganizationSettings } {
  const { user, organizationSettings } = useSession();
  if (!user || !organizationSettings) throw new Error("useLearner is for pages behind the login gate.");
  return { user, organizationSettings };
}
