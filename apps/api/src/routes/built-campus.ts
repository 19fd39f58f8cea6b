import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * The strict policy of the campus pages: only this origin's scripts, styles, media and API, plus the inline
 * scripts and styles of the built index.html (the theme boot script, the first paint's styles) by their
 * hashes. Style attributes need no allowance: the components set styles through the DOM (`element.style`),
 * which the policy does not govern. Markup from strings takes a Trusted Type, and the campus's only policy is
 * the default one (apps/campus/src/trusted-types.ts).
 */
export function campusCsp(scriptHashes: readonly string[] = [], styleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(" "),
    "require-trusted-types-for 'script'",
    // The campus's default policy, and the one ProseMirror's clipboard makes to read pasted HTML into a
    // detached document (apps/campus/src/trusted-types.ts).
    "trusted-types default ProseMirrorClipboard",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    // Only the campus's own addresses in a frame: the staff console shows a final work's PDF in one.
    "frame-src 'self'",
    "object-src 'none'",
    // The campus page has no <base>, so none may be injected to redirect its relative addresses.
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const INLINE = {
  script: /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi,
  style: /<style[^>]*>([\s\S]*?)<\/style>/gi,
};

/** `sha256-<base64>` of each inline `<script>` (one without `src`) or `<style>` of an HTML page, each once. */
export function inlineHashes(html: string, element: keyof typeof INLINE): string[] {
  // What a comment says of an element (`<style>`) is no element.
  const markup = html.replace(/<!--[\s\S]*?-->/g, "");
  const hashes = Array.from(markup.matchAll(INLINE[element]), (match) => {
    const body = match[1] ?? "";
    return `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;
  });
  return [...new Set(hashes)];
}

/** The page's encodings, best first: what the build writes beside each asset, and the page compressed once here. */
const ENCODINGS = ["br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * The best encoding of ours the request accepts (`br` before `gzip`), or undefined for the identity. An
 * encoding given `q=0` is refused; `*` accepts both.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return ENCODINGS.find((encoding) => (accepted.get(encoding) ?? accepted.get("*") ?? 0) > 0);
}

/**
 * A request for a page of the app (not the API, not a built file): answered with index.html. A missing file
 * under `/assets/` (a chunk of an older build) stays a 404, so the app sees a failed load, not a page.
 */
function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split("?")[0] ?? "/";
  return (request.method === "GET" || request.method === "HEAD") && !/^\/(api|assets)(\/|$)/.test(path);
}

/**
 * Serves a built campus (CAMPUS_DIST) at `/` with @fastify/static: hashed files under `/assets/` cached for
 * a year, other files for an hour, and every other page address answered by index.html (the SPA fallback)
 * with no caching and the page policy. Returns the fallback for the server's not-found handler, which
 * keeps answering JSON for `/api`.
 */
export async function builtCampusRoutes(
  app: FastifyInstance,
  dist: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined> {
  const root = resolve(dist);
  const indexFile = join(root, "index.html");
  if (!existsSync(indexFile)) throw new Error(`CAMPUS_DIST=${dist} has no index.html: build the campus first.`);
  const index = readFileSync(indexFile);
  const html = index.toString("utf8");
  const policy = campusCsp(inlineHashes(html, "script"), inlineHashes(html, "style"));
  // The page is the same for every address: compressed once, at the highest levels.
  const encoded: Record<Encoding, Buffer> = {
    br: brotliCompressSync(index, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(index, { level: 9 }),
  };

  await app.register(fastifyStatic, {
    root,
    prefix: "/",
    index: false,
    dotfiles: "deny",
    schemaHide: true,
    // index.html is the app's page, and a folder address is a page address: both are answered by the
    // fallback below, with the page's policy and no caching.
    allowedPath: (pathName) => pathName !== "/index.html" && !pathName.endsWith("/"),
    cacheControl: false,
    // The build writes `.br` and `.gz` beside each asset (apps/campus/precompress.ts): sent to browsers
    // that accept them, with `Vary: Accept-Encoding`, and the file itself to the others.
    preCompressed: true,
    setHeaders(reply, path) {
      const hashed = path.startsWith(join(root, "assets"));
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = acceptedEncoding(request.headers["accept-encoding"]);
    reply
      .code(200)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-security-policy", policy)
      .header("vary", "accept-encoding");
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(encoding ? encoded[encoding] : index);
  };

  return (request, reply) => (isPageRequest(request) ? page(request, reply) : undefined);
}
