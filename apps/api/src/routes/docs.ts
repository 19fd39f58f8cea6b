import type { FastifyContextConfig } from "fastify";
import type { App, ServerResources } from "../http/route.js";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * OpenAPI 3.1 at /api/docs/openapi.json, and a plain HTML index at /api/docs that needs no network: to anyone, to
 * staff only (a session with the staff role, as the staff calls), or not at all (404), as API_DOCS says.
 */
export function docsRoutes(app: App, { config }: Pick<ServerResources, "config">) {
  if (config.apiDocs === "off") return;
  const access: FastifyContextConfig = config.apiDocs === "staff" ? { access: "staff" } : {};
  const options = { schema: { hide: true }, config: access };
  app.get("/docs/openapi.json", options, async () => app.swagger());
  app.get("/docs", options, async (_request, reply) => {
    const doc = app.swagger() as { paths?: Record<string, Record<string, { summary?: string; tags?: string[] }>> };
    const rows = Object.entries(doc.paths ?? {}).flatMap(([path, ops]) =>
      Object.entries(ops).map(
        ([method, op]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>/api${escapeHtml(path)}</code></td><td>${escapeHtml(op.tags?.join(", ") ?? "")}</td><td>${escapeHtml(op.summary ?? "")}</td></tr>`,
      ),
    );
    reply.header("content-type", "text/html; charset=utf-8");
    reply.header(
      "content-security-policy",
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    );
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Campus API</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td{border-bottom:1px solid #ddd;padding:4px 8px}</style></head>
<body><h1>Campus API</h1><p>Every call is under <code>/api</code>. Machine-readable: <a href="/api/docs/openapi.json">OpenAPI 3.1 JSON</a>.
State-changing calls need the <code>x-csrf-token</code> header (value of the <code>csrf_token</code> cookie).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Area</th><th>What</th></tr></thead><tbody>${rows.join("")}</tbody></table></body></html>`;
  });
}
