import { DEMO_ONLY_MESSAGE } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import { HttpError } from "../errors.js";

/**
 * Refuses a feature behind the demo (beta) flag to a demo account (SPEC section 6) with 403 `demo_only`; the
 * campus shows its demo-only modal before calling, so this answers only a client that skipped it.
 */
export function refuseDemo(user: SessionUser): void {
  if (user.isDemo) throw new HttpError(403, DEMO_ONLY_MESSAGE);
}
