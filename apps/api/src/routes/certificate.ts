import { calls } from "@campus/contract";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../errors.js";
import { type App, def, type ServerResources } from "../http/route.js";
import { jwks, signedCredential, signingKey } from "../services/certificate-credential.js";
import { certificateView, findCertificate, revokeCertificate } from "../services/certificate-store.js";

/** The certificate calls under /api: the public look-up (throttled per address) and staff's revocation. */
export function certificateRoutes(app: App, { db, config }: ServerResources) {
  const throttle = lookupThrottle(config.certificateLookupsPerMinute);

  app.route({
    ...def(calls.certificate),
    preHandler: async (request) => throttle(request),
    handler: async (request, reply) => {
      const certificate = certificateView(await findCertificate(db, request.params.id), config.campusUrl);
      // A revocation must reach everyone who looks, so the answer is never kept by caches.
      reply.header("cache-control", "no-store");
      return {
        certificate,
        credential: certificate.status === "valid" ? await signedCredential(db, config, certificate) : null,
      };
    },
  });

  app.route({
    ...def(calls.revokeCertificate),
    handler: async (request) => {
      const certificate = certificateView(
        await revokeCertificate(db, request.params.id, request.body.reason),
        config.campusUrl,
      );
      return { certificate, credential: null };
    },
  });
}

/**
 * The public key set that verifies certificates' credentials, at the server's root as JWT verifiers look for it
 * (`/.well-known/jwks.json`, beside the campus rather than under /api). A route of its own, so the campus's page
 * fallback never answers it with the app's HTML.
 */
export async function certificateKeyRoutes(app: FastifyInstance, { db, config }: ServerResources) {
  // The key is loaded (or made and stored) at start: a malformed CERTIFICATE_SIGNING_KEY stops the server with its
  // message rather than failing the first look-up.
  await signingKey(db, config);
  app.get("/.well-known/jwks.json", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("content-type", "application/jwk-set+json");
    // Verifiers may keep it a while: the key changes only when it is configured anew.
    reply.header("cache-control", "public, max-age=300");
    return reply.send(JSON.stringify(await jwks(db, config)));
  });
}

/**
 * At most `perMinute` look-ups a minute from one address (an IPv6 client counts as its /64), counted in this
 * process like the general call limit. Ids are 130 random bits, so guessing is hopeless anyway; the limit keeps a
 * script from turning the public page into a load on the database.
 */
function lookupThrottle(perMinute: number) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (request: FastifyRequest) => {
    if (perMinute <= 0) return;
    const now = Date.now();
    const key = normalizeIP(request.ip);
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      // Forget ended windows now and then, so the map holds only the last minute's addresses.
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      window = { count: 0, resetAt: now + 60_000 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > perMinute) {
      const seconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw new HttpError(429, `Too many certificate look-ups: try again in ${seconds} seconds.`, {
        "retry-after": String(seconds),
      });
    }
  };
}
