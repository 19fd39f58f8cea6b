import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, resolve } from "node:path";
import type { FastifyInstance } from "fastify";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
};

/** The strict policy of the campus pages: only this origin's scripts, styles, media and API. */
export const CAMPUS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Serves a built campus (CAMPUS_DIST) at `/`: files as they are, every other path the app's index.html
 * (the client router takes it from there). Hashed assets are cached for a year, the index never.
 */
export function campusRoutes(app: FastifyInstance, dist: string) {
  const root = resolve(dist);
  const indexFile = join(root, "index.html");
  if (!existsSync(indexFile)) throw new Error(`CAMPUS_DIST=${dist} has no index.html: build the campus first.`);
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const path = decodeURIComponent((request.url.split("?")[0] ?? "/").slice(1));
    if (path === "api" || path.startsWith("api/")) return reply.callNotFound();
    const file = normalize(join(root, path));
    const isFile = file.startsWith(root) && path !== "" && existsSync(file) && statSync(file).isFile();
    const target = isFile ? file : indexFile;
    reply.header("content-type", TYPES[extname(target)] ?? "application/octet-stream");
    reply.header(
      "cache-control",
      isFile && path.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    );
    reply.header("x-campus-page", "1");
    return reply.send(readFileSync(target));
  });
}
