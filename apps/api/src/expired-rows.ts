import { deleteExpiredHandoffs } from "./auth/handoff.js";
import { deleteExpiredSessions } from "./auth/sessions.js";
import { deleteExpiredCodes } from "./auth/sign-in-codes.js";
import { deleteExpiredSignInCounters } from "./auth/sign-in-throttle.js";
import type { ExpiringRows } from "./db/cleanup.js";
import type { Queryable } from "./db/db.js";

/**
 * What expires on the campus, deleted on a schedule once it can no longer be used: sign-in secrets are kept only
 * as long as they work (a leaked backup holds fewer), and the tables do not grow with every sign-in. Each deletion
 * comes from the module that owns the rows and knows their lifetime. A new expiring kind adds one line here.
 */
export const expiredRows: readonly ExpiringRows[] = [
  { what: "sign-in codes", delete: deleteExpiredCodes },
  { what: "hand-off tokens", delete: deleteExpiredHandoffs },
  { what: "sessions and their tokens", delete: deleteExpiredSessions },
  { what: "sign-in counters", delete: deleteExpiredSignInCounters },
  {
    what: "prompts deleted over a day ago (the Promptbook's undo)",
    delete: async (db: Queryable) => {
      await db.query("delete from promptbook_items where deleted_at < now() - interval '1 day'");
    },
  },
];
