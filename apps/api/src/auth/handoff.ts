import type { Queryable } from "../db/db.js";
import { badRequest } from "../errors.js";
import { randomToken, sha256 } from "./security.js";

/** How long a hand-off link signs its holder in. */
const HANDOFF_SECONDS = 15 * 60;

/** Mints a one-time hand-off pair for URL token login; only their hashes are stored. */
export async function mintHandoff(db: Queryable, userId: string) {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  await db.query(
    "insert into handoff_tokens (access_hash, refresh_hash, user_id, expires_at) values ($1, $2, $3, $4)",
    [sha256(accessToken), sha256(refreshToken), userId, new Date(Date.now() + HANDOFF_SECONDS * 1000)],
  );
  return { accessToken, refreshToken };
}

/** Uses up a hand-off pair: the user it signs in, or undefined for a pair unknown, expired or used. Single use. */
export async function useHandoff(
  db: Queryable,
  accessToken: string,
  refreshToken: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    `update handoff_tokens set used_at = now()
     where access_hash = $1 and refresh_hash = $2 and used_at is null and expires_at > now() returning user_id`,
    [sha256(accessToken), sha256(refreshToken)],
  );
  return row?.user_id;
}

/**
 * Where a hand-off link may lead: a page of the campus itself. The contract's pattern refuses other hosts as
 * written, but a URL parser drops tabs and newlines (`/\t/evil.example/` parses as `//evil.example/`), so control
 * characters are refused, and the parsed address must still be on the campus's origin and must not start with `//`
 * once its dot segments are resolved: the link carries tokens.
 */
function handoffTarget(campusUrl: string, path: string): URL {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(path)) throw badRequest("path must not contain control characters.");
  const url = new URL(path, campusUrl);
  if (url.origin !== new URL(campusUrl).origin) throw badRequest("path must lead to a page of the campus.");
  // Dot segments can leave `//host/…` (`/..//x`): a scheme-relative address to a browser or a router that reads it.
  if (url.pathname.startsWith("//")) throw badRequest("path must not lead to an address that starts with //.");
  return url;
}

/** A campus address that signs the user in once, e.g. for a learner sent over from another product. */
export async function handoffUrl(db: Queryable, campusUrl: string, userId: string, path = "/"): Promise<string> {
  const url = handoffTarget(campusUrl, path);
  const tokens = await mintHandoff(db, userId);
  url.searchParams.set("accessToken", tokens.accessToken);
  url.searchParams.set("refreshToken", tokens.refreshToken);
  return url.toString();
}

/** Deletes hand-off pairs past their expiry, used or not. For a schedule to call; safe to run at any time. */
export async function deleteExpiredHandoffs(db: Queryable): Promise<void> {
  await db.query("delete from handoff_tokens where expires_at < now()");
}
