import { calls } from "@campus/contract";
import { badRequest, HttpError, notFound } from "../errors.js";
import { type App, def, type Services } from "../http/route.js";
import { accountOfPassword } from "../password-sign-in.js";
import { pkceChallenge, randomToken, safeEqual, sha256 } from "../security.js";
import {
  authenticate,
  checkCsrf,
  clearSessionCookies,
  cookieNames,
  ensureLangCookie,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefresh,
  setSessionCookies,
  startSession,
} from "../sessions.js";
import { clientNetwork, countAttempts, forgetAttempts, refundAttempt } from "../sign-in-throttle.js";
import { loginAnswer, userById } from "../users.js";

const CODE_SECONDS = 10 * 60;
const loginFailed = () => new HttpError(401, "Login with code error");

/** Issues a one-time sign-in code for a user, bound to a PKCE S256 challenge. An external identity provider can call this too. */
export async function issueCode(services: Services, userId: string, codeChallenge: string) {
  const code = randomToken();
  await services.db.query(
    "insert into auth_codes (code_hash, user_id, challenge, expires_at) values ($1, $2, $3, $4)",
    [sha256(code), userId, codeChallenge, new Date(Date.now() + CODE_SECONDS * 1000)],
  );
  return code;
}

/** Mints a one-time hand-off pair for URL token login (valid 15 minutes). */
export async function mintHandoff(services: Services, userId: string) {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  await services.db.query(
    "insert into handoff_tokens (access_hash, refresh_hash, user_id, expires_at) values ($1, $2, $3, $4)",
    [sha256(accessToken), sha256(refreshToken), userId, new Date(Date.now() + 15 * 60 * 1000)],
  );
  return { accessToken, refreshToken };
}

/**
 * Where a hand-off link may lead: a page of the campus itself. The contract's pattern refuses other hosts as
 * written, but a URL parser drops tabs and newlines (`/\t/evil.example/` parses as `//evil.example/`), so control
 * characters are refused, and the parsed address must still be on the campus's origin: the link carries tokens.
 */
function handoffTarget(campusUrl: string, path: string): URL {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(path)) throw badRequest("path must not contain control characters.");
  const url = new URL(path, campusUrl);
  if (url.origin !== new URL(campusUrl).origin) throw badRequest("path must lead to a page of the campus.");
  return url;
}

/** A campus address that signs the user in once, e.g. for a learner sent over from another product. */
export async function handoffUrl(services: Services, userId: string, path = "/"): Promise<string> {
  const url = handoffTarget(services.config.campusUrl, path);
  const tokens = await mintHandoff(services, userId);
  url.searchParams.set("accessToken", tokens.accessToken);
  url.searchParams.set("refreshToken", tokens.refreshToken);
  return url.toString();
}

export function authRoutes(app: App, services: Services) {
  const { db, config } = services;
  const names = cookieNames(config.cookiePrefix);
  const { perAccountAndAddress, perAddress } = config.signInLimit;
  /** The client's network, from its address: the socket's, or what the trusted proxies (TRUST_PROXY) say. */
  const addressKey = (ip: string) => `address:${clientNetwork(ip)}`;
  const { passwordChecks } = services;

  app.route({
    ...def(calls.authorize),
    handler: async (request) => {
      const { email, password, codeChallenge, state } = request.body;
      // Per account AND address, so failing on purpose elsewhere never slows the account's owner down.
      const accountKey = `account:${email.toLowerCase()}|${addressKey(request.ip)}`;
      // A sign-in refused because too many are being checked (503) counts as no attempt.
      const userId = await passwordChecks.run(async () => {
        // Counted before the password is checked: concurrent attempts cannot all slip in under the limit.
        await countAttempts(db, [
          { key: accountKey, policy: perAccountAndAddress },
          { key: addressKey(request.ip), policy: perAddress },
        ]);
        return accountOfPassword(db, config.passwordHash, email, password);
      });
      if (!userId) throw new HttpError(401, "Wrong email or password.");
      await forgetAttempts(db, accountKey);
      await refundAttempt(db, addressKey(request.ip), perAddress);
      return { code: await issueCode(services, userId, codeChallenge), state };
    },
  });

  app.route({
    ...def(calls.exchangeCode),
    handler: async (request, reply) => {
      await countAttempts(db, [{ key: addressKey(request.ip), policy: perAddress }]);
      const { code, codeVerifier } = request.body;
      // Single use: the UPDATE marks the code used; a second exchange finds nothing.
      const [row] = await db.query<{ user_id: string; challenge: string }>(
        "update auth_codes set used_at = now() where code_hash = $1 and used_at is null and expires_at > now() returning user_id, challenge",
        [sha256(code)],
      );
      if (!row || !safeEqual(pkceChallenge(codeVerifier), row.challenge)) throw loginFailed();
      await refundAttempt(db, addressKey(request.ip), perAddress);
      const tokens = await startSession(db, config, row.user_id);
      setSessionCookies(reply, config, tokens);
      ensureLangCookie(request, reply, config);
      return loginAnswer(await userById(db, row.user_id));
    },
  });

  app.route({
    ...def(calls.urlLogin),
    handler: async (request, reply) => {
      await countAttempts(db, [{ key: addressKey(request.ip), policy: perAddress }]);
      const { accessToken, refreshToken } = request.body;
      const [row] = await db.query<{ user_id: string }>(
        `update handoff_tokens set used_at = now()
         where access_hash = $1 and refresh_hash = $2 and used_at is null and expires_at > now() returning user_id`,
        [sha256(accessToken), sha256(refreshToken)],
      );
      if (!row) throw new HttpError(401, "Login with token error");
      await refundAttempt(db, addressKey(request.ip), perAddress);
      const tokens = await startSession(db, config, row.user_id);
      setSessionCookies(reply, config, tokens);
      ensureLangCookie(request, reply, config);
      return loginAnswer(await userById(db, row.user_id));
    },
  });

  app.route({
    ...def(calls.refreshToken),
    handler: async (request, reply) => {
      const refresh = request.cookies[names.refresh];
      if (!refresh) throw new HttpError(401, "No refresh token: sign in again.");
      const sessionId = await sessionOfRefresh(db, refresh);
      if (!sessionId) {
        clearSessionCookies(reply, config);
        throw new HttpError(401, "Unknown refresh token: sign in again.");
      }
      checkCsrf(config, request, sessionId);
      const outcome = await rotateRefreshToken(db, config, refresh);
      if (outcome.kind === "rotated") {
        setSessionCookies(reply, config, outcome.tokens);
        return { success: true, rotated: true };
      }
      // Rotated a moment ago with no successor to share: the winner's answer has the cookies.
      if (outcome.kind === "raced") return { success: true, rotated: false };
      clearSessionCookies(reply, config);
      throw new HttpError(
        401,
        outcome.kind === "reused"
          ? "Refresh token reused: the session was ended."
          : "Refresh token expired or revoked: sign in again.",
      );
    },
  });

  app.route({
    ...def(calls.destroyToken),
    handler: async (request, reply) => {
      const refresh = request.cookies[names.refresh];
      let sessionId = refresh ? await sessionOfRefresh(db, refresh) : null;
      if (!sessionId && request.cookies[names.access]) {
        sessionId = await authenticate(db, config, request).then(
          (s) => s.sessionId,
          () => null,
        );
      }
      if (sessionId) {
        checkCsrf(config, request, sessionId);
        await revokeSession(db, sessionId, "signed out");
      }
      clearSessionCookies(reply, config);
      return { success: true };
    },
  });

  app.route({
    ...def(calls.getUserData),
    handler: async (request) => loginAnswer(request.user),
  });

  app.route({
    ...def(calls.staffHandoffLink),
    handler: async (request) => {
      const [user] = await db.query<{ id: string; role: string }>(
        "select id, role from users where lower(email) = lower($1)",
        [request.body.email],
      );
      if (!user) throw notFound("User");
      // A link signs its holder in without a password: one for a staff account would hand over staff powers.
      if (user.role === "staff") throw new HttpError(403, "Hand-off links are for learners: staff sign in themselves.");
      const url = await handoffUrl(services, user.id, request.body.path);
      // Who sent whom where, for the audit trail; never the link, whose tokens sign the learner in.
      request.log.info(
        { staffId: request.user.id, learnerId: user.id, path: request.body.path ?? "/" },
        "hand-off link minted",
      );
      return { url };
    },
  });

  app.route({
    ...def(calls.savePreferences),
    handler: async (request) => {
      const { language, theme } = request.body;
      // The schema already refuses an empty body and unknown keys (400); this guard keeps the update meaningful
      // should the schema ever loosen.
      if (language === undefined && theme === undefined) throw badRequest("body must have language, theme or both.");
      // Only what was sent changes; the other preference keeps its value.
      const [row] = await db.query<{ language: "pl" | "en" | null; theme: "light" | "high-contrast" | null }>(
        `update users set language = coalesce($2, language), theme = coalesce($3, theme)
         where id = $1 returning language, theme`,
        [request.user.id, language ?? null, theme ?? null],
      );
      return { preferences: { language: row?.language ?? null, theme: row?.theme ?? null } };
    },
  });
}
