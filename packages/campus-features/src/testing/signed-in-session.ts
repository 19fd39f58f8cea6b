import type { OrganizationSettings, User } from "@campus/contract";
import type { Session } from "../session";
import { allAccess, learner } from "./fixtures";

/** A session for a unit test of something behind the login gate: the demo learner, signed in, nothing to call. */
export function signedInSession(overrides: { user?: User; organizationSettings?: OrganizationSettings } = {}): Session {
  return {
    status: "signed-in",
    user: overrides.user ?? learner,
    organizationSettings: overrides.organizationSettings ?? allAccess,
    ended: null,
    signIn: () => undefined,
    update: () => undefined,
    end: () => undefined,
  };
}
