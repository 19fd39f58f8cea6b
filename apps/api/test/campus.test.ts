import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { loadConfig } from "../src/config/config.js";
import { openPglite } from "../src/db/db.js";
import { acceptedEncoding, inlineHashes } from "../src/routes/built-campus.js";

const bootScript = `(function bootTheme(){document.documentElement.setAttribute("data-theme","light")})();`;
const bootHash = `sha256-${createHash("sha256").update(bootScript).digest("base64")}`;
const firstPaintStyle = `#root:empty{min-height:100vh}`;
const styleHash = `sha256-${createHash("sha256").update(firstPaintStyle).digest("base64")}`;

const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;

/**
 * A built campus as Vite leaves it: index.html with the inline boot script, hashed assets, a public file;
 * beside the build folder, a file no request may reach.
 */
function fakeBuild(): string {
  const outside = mkdtempSync(join(tmpdir(), "campus-outside-"));
  writeFileSync(join(outside, "secret.txt"), "outside the build folder");
  const dist = join(outside, "dist");
  mkdirSync(join(dist, "assets"), { recursive: true });
  writeFileSync(
    join(dist, "index.html"),
    `<!doctype html><html><head><script>${bootScript}</script><style>${firstPaintStyle}</style><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, "assets", "app-abc123.js"), "console.log(1)");
  // An asset with the compressed copies the build writes beside it (apps/campus/precompress.ts).
  writeFileSync(join(dist, "assets", "big-def456.js"), bigScript);
  writeFileSync(join(dist, "assets", "big-def456.js.br"), brotliCompressSync(bigScript));
  writeFileSync(join(dist, "assets", "big-def456.js.gz"), gzipSync(bigScript));
  writeFileSync(join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(dist, ".secret"), "not for anyone");
  return dist;
}

describe("the server serves the built campus beside the API", () => {
  let app: App;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test" }, { csrfSecret: "s", campusDist: fakeBuild() });
    ({ app } = await buildApp(config, { db: await openPglite("memory://"), logger: false }));
  });
  afterAll(() => app.close());

  it("answers every page address with index.html, its strict policy allowing the boot script by hash", async () => {
    for (const url of ["/", "/course/c-intro", "/login?lang=en", "/no/such/page"]) {
      const page = await app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.headers["cache-control"]).toBe("no-cache");
      const policy = String(page.headers["content-security-policy"]);
      expect(policy).toContain(`script-src 'self' '${bootHash}'`);
      expect(policy).not.toContain("unsafe-inline' ;");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      // Inline styles only by the hashes of those in the page; no style attributes in markup.
      expect(policy).toContain(`style-src 'self' '${styleHash}';`);
      expect(policy).not.toContain("unsafe-inline");
      // Markup from strings only through the campus's one (default) Trusted Types policy.
      expect(policy).toContain("require-trusted-types-for 'script'; trusted-types default ProseMirrorClipboard;");
      expect(policy).toContain("frame-ancestors 'none'");
      // Certificates are previewed as blobs.
      expect(policy).toContain("img-src 'self' data: blob:");
      expect(policy).toContain("media-src 'self' blob:");
      expect(policy).toContain("worker-src 'self'");
      expect(policy).toContain("object-src 'none'");
      // The staff console frames a final work's PDF from the campus's own address, and nothing else.
      expect(policy).toContain("frame-src 'self';");
      // No <base> may redirect the page's relative addresses (ASVS 5.0 V3.4.3): the campus sets none.
      expect(policy).toContain("base-uri 'none'");
      expect(page.body).toContain('<div id="root">');
    }
  });

  it("answers a missing built file with a 404, so a chunk of an older build fails to load instead of loading a page", async () => {
    const stale = await app.inject({ method: "GET", url: "/assets/app-old999.js" });
    expect(stale.statusCode).toBe(404);
    expect(stale.body).not.toContain('<div id="root">');
  });

  it("caches hashed assets for a year and other files for an hour", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-type"]).toContain("javascript");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("never serves a file from outside the build folder, nor a hidden one", async () => {
    for (const url of [
      "/../secret.txt",
      "/..%2fsecret.txt",
      "/..%2f..%2fpackage.json",
      "/%2e%2e/secret.txt",
      "/%2e%2e%2fsecret.txt",
      "/%2e%2e/",
      "/assets/../../secret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
      "/..%5csecret.txt",
      "/assets/..%5c..%5csecret.txt",
      "/..\\secret.txt",
      "/%252e%252e/secret.txt",
      "//secret.txt",
      "/.secret",
      "/assets/%2e%2e%2f.secret",
      "/%2esecret",
    ]) {
      for (const method of ["GET", "HEAD"] as const) {
        const answer = await app.inject({ method, url });
        expect(answer.body, url).not.toContain("outside the build folder");
        expect(answer.body, url).not.toContain("not for anyone");
        expect(answer.body, url).not.toContain('"name"');
        expect(answer.statusCode, url).toBeLessThan(500);
        // Either refused or answered with the app's page, never with a file's content.
        if (answer.statusCode === 200) expect(answer.headers["content-type"], url).toContain("text/html");
      }
    }
  });

  it("answers index.html itself as the page, and HEAD like GET", async () => {
    const index = await app.inject({ method: "GET", url: "/index.html" });
    expect(index.statusCode).toBe(200);
    expect(index.headers["cache-control"]).toBe("no-cache");
    expect(index.headers["content-security-policy"]).toContain(bootHash);
    const head = await app.inject({ method: "HEAD", url: "/course/c-intro" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toContain("text/html");
  });

  it("keeps the API's JSON 404 for unknown calls, and never serves the page to other methods", async () => {
    for (const url of ["/api/nope", "/api/course/c-intro/nope?lang=en", "/api", "/api/"]) {
      const api = await app.inject({ method: "GET", url });
      expect(api.statusCode, url).toBe(404);
      expect(api.headers["content-type"], url).toContain("application/json");
      expect(api.json().message, url).toBe(`No call GET ${url.split("?")[0]}.`);
      expect(api.headers["content-security-policy"], url).toContain("default-src 'none'");
    }
    const post = await app.inject({ method: "POST", url: "/course/c-intro" });
    expect(post.statusCode).toBe(404);
  });

  it("sends an asset's brotli or gzip copy to a browser that accepts it, and the file itself to one that does not", async () => {
    const br = await app.inject({
      method: "GET",
      url: "/assets/big-def456.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.length).toBeLessThan(bigScript.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);

    const gzip = await app.inject({
      method: "GET",
      url: "/assets/big-def456.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);

    for (const acceptEncoding of [undefined, "identity", "br;q=0, gzip;q=0"]) {
      const plain = await app.inject({
        method: "GET",
        url: "/assets/big-def456.js",
        headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
      });
      expect(plain.statusCode, acceptEncoding).toBe(200);
      expect(plain.headers["content-encoding"], acceptEncoding).toBeUndefined();
      expect(plain.headers.vary, acceptEncoding).toContain("accept-encoding");
      expect(plain.body, acceptEncoding).toBe(bigScript);
    }
  });

  it("sends the page compressed to a browser that accepts it, with its policy, and as is to others", async () => {
    const plain = await app.inject({ method: "GET", url: "/course/c-intro" });
    const br = await app.inject({ method: "GET", url: "/course/c-intro", headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers["content-security-policy"]).toContain(bootHash);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ method: "GET", url: "/login", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
  });

  it("picks br before gzip and honours q=0 and *", () => {
    expect(acceptedEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(acceptedEncoding("gzip")).toBe("gzip");
    expect(acceptedEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(acceptedEncoding("*")).toBe("br");
    expect(acceptedEncoding("*;q=0, gzip")).toBe("gzip");
    expect(acceptedEncoding("identity")).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding("")).toBeUndefined();
  });

  it("hashes each distinct inline script once and ignores scripts with a source", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">a()</script><script>b()</script>`;
    expect(inlineHashes(html, "script")).toHaveLength(2);
  });

  it("hashes each distinct inline style once, by its exact text", () => {
    const html = `<!-- a <style> of its own --><style>a{}</style><style id="x">a{}</style><link rel="stylesheet" href="/s.css"><style>\n b{}\n</style>`;
    const hash = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
    expect(inlineHashes(html, "style")).toEqual([hash("a{}"), hash("\n b{}\n")]);
  });
});
