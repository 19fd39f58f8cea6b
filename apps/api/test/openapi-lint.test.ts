import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { calls } from "@campus/contract";
import Ajv from "ajv";
import { beforeAll, describe, expect, it } from "vitest";
import { securitySchemes } from "../src/http/openapi.js";
import { agent, LEARNER, PREFIX, signIn, useApp } from "./helpers.js";

const ctx = useApp();

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema: object }[];
  requestBody?: object;
  responses: Record<string, { description: string; headers?: Record<string, object>; content?: object }>;
}
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string; description: string }> };
};

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const redocly = join(dirname(createRequire(import.meta.url).resolve("@redocly/cli/package.json")), "bin/cli.js");

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

/** Redocly's lint of a document with the package's redocly.yaml, offline (no telemetry, no update check). */
async function lint(document: unknown): Promise<LintReport> {
  const dir = await mkdtemp(join(tmpdir(), "campus-openapi-"));
  try {
    const file = join(dir, "openapi.json");
    await writeFile(file, JSON.stringify(document));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [redocly, "lint", file, "--config", join(apiDir, "redocly.yaml"), "--format", "json"],
      {
        cwd: apiDir,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
        maxBuffer: 16 * 1024 * 1024,
      },
      // A failed lint exits non-zero with the report on stdout: the report says what failed.
    ).catch((error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`redocly lint did not run: ${error.stderr}`);
      return { stdout: error.stdout };
    });
    return JSON.parse(stdout) as LintReport;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

describe("the API document", () => {
  let doc: Document;
  beforeAll(async () => {
    doc = (await agent(ctx.app).get("/api/docs/openapi.json")).json();
  });

  it("passes Redocly's recommended lint without an error or a warning", async () => {
    const report = await lint(doc);
    const problems = report.problems.map(
      (problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ""})`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it("answers every operation with a 2XX, but for single sign-on's two redirects (redocly.yaml)", () => {
    const redirects = ["/auth/sso/start", "/auth/sso/callback"];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const statuses = Object.keys((operation as { responses?: object }).responses ?? {});
        const expected = redirects.includes(path) ? "302" : expect.stringMatching(/^2\d\d$/);
        expect(statuses, `${method} ${path}`).toContainEqual(expected);
      }
    }
  });

  it("names every operation after its call in the contract", () => {
    for (const [name, call] of Object.entries(calls)) {
      const operation = doc.paths[openApiPath(call.url)]?.[call.method.toLowerCase()];
      expect(operation?.operationId, `${call.method} ${call.url}`).toBe(name);
    }
  });

  it("marks each call's access: the session cookie, the CSRF header for changes, the staff role", () => {
    for (const [name, call] of Object.entries(calls)) {
      const security = doc.paths[openApiPath(call.url)]?.[call.method.toLowerCase()]?.security;
      const csrf = call.method === "GET" ? {} : { csrf: [], csrfCookie: [] };
      if (call.access === "user") expect(security, name).toEqual([{ session: [], ...csrf }]);
      if (call.access === "staff") expect(security, name).toEqual([{ session: ["staff"], ...csrf }]);
    }
    const security = (path: string) => doc.paths[path]?.post?.security;
    // The sign-in calls need nothing; refreshing needs the refresh cookie; signing out takes either cookie or none.
    expect(security("/auth/authorize")).toEqual([]);
    expect(security("/auth/refresh-token")).toEqual([{ refresh: [], csrf: [], csrfCookie: [] }]);
    expect(security("/auth/destroy-token")).toEqual([
      { refresh: [], csrf: [], csrfCookie: [] },
      { session: [], csrf: [], csrfCookie: [] },
      {},
    ]);
  });

  it("declares the CSRF check as the header and the cookie together, which must match", () => {
    const { csrf, csrfCookie } = doc.components.securitySchemes;
    expect(csrf).toMatchObject({ type: "apiKey", in: "header", name: "x-csrf-token" });
    expect(csrfCookie).toMatchObject({ type: "apiKey", in: "cookie", name: `${PREFIX}csrf_token` });
    expect(csrf?.description).toContain(`${PREFIX}csrf_token`);
    expect(csrfCookie?.description).toContain("x-csrf-token");
    // A production campus (over https) names the prefixed cookies; each description names the other.
    const production = securitySchemes(PREFIX, true);
    expect(production.csrfCookie.name).toBe(`__Host-${PREFIX}csrf_token`);
    expect(production.session.name).toBe(`__Secure-${PREFIX}access_token`);
    expect(production.refresh.name).toBe(`__Secure-${PREFIX}refresh_token`);
    expect(production.csrfCookie.description).toContain(`${PREFIX}csrf_token`);
    expect(csrfCookie?.description).toContain(`__Host-${PREFIX}csrf_token`);
    // Never one without the other.
    for (const methods of Object.values(doc.paths)) {
      for (const operation of Object.values(methods)) {
        for (const requirement of operation.security ?? [])
          expect("csrf" in requirement).toBe("csrfCookie" in requirement);
      }
    }
  });

  it("declares every refusal the server makes, each in the one error shape with what it means", () => {
    for (const [name, call] of Object.entries(calls)) {
      const operation = doc.paths[openApiPath(call.url)]?.[call.method.toLowerCase()];
      const responses = operation?.responses ?? {};
      const statuses = Object.keys(responses).map(Number);
      const expected = [400, 403, 429];
      if (call.method !== "GET") expected.push(413, 415);
      if (call.url.includes("/:")) expected.push(414);
      expect(statuses, name).toEqual(expect.arrayContaining(expected));
      if (call.method === "GET") expect(statuses, name).not.toContain(415);
      if (!call.url.includes("/:")) expect(statuses, name).not.toContain(414);
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        expect(response.description, `${name} ${status}`).not.toBe("Default Response");
        const schema = (response.content as Record<string, { schema: { required?: string[] } }>)["application/json"]
          ?.schema;
        // The error shape, which a call may extend (a refused file names the file); 422 answers the submission.
        if (Number(status) !== 422) {
          expect(schema?.required, `${name} ${status}`).toEqual(
            expect.arrayContaining(["statusCode", "error", "message"]),
          );
        }
      }
      expect(responses["429"]?.headers?.["Retry-After"], name).toMatchObject({ schema: { type: "integer" } });
    }
    // Sign-ins beyond the bounded password checks are refused at once with Retry-After.
    expect(doc.paths["/auth/authorize"]?.post?.responses["503"]?.headers?.["Retry-After"]).toBeDefined();
    // The 413 names the call's own limit.
    expect(doc.paths["/course/add-promptbook-item"]?.post?.responses["413"]?.description).toContain("64 KiB");
    // A final work's answer streams its files: its 413 names the files' limits.
    expect(doc.paths["/course-exams/create-exam-submit"]?.post?.responses["413"]?.description).toContain("5 MB");
  });

  it("has no two paths one address could reach: a parameter facing a fixed segment refuses that segment", () => {
    // The pairs Redocly's no-ambiguous-paths reports (it is off in redocly.yaml), each checked in fact.
    const ajv = new Ajv({ strict: false });
    const paths = Object.keys(doc.paths);
    const isParam = (segment: string) => /^\{.+\}$/.test(segment);
    const unresolved: string[] = [];
    let checked = 0;
    paths.forEach((a, index) => {
      for (const b of paths.slice(index + 1)) {
        const [sa, sb] = [a.split("/"), b.split("/")];
        // Redocly's criterion: as many segments and as many parameters, and no two fixed segments that differ.
        if (sa.length !== sb.length || sa.filter(isParam).length !== sb.filter(isParam).length) continue;
        if (sa.some((segment, i) => !isParam(segment) && !isParam(sb[i] ?? "") && segment !== sb[i])) continue;
        checked++;
        // Some fixed segment of one path must be refused by the parameter the other has there.
        const resolved = sa.some((segment, i) => {
          const [param, fixed, path] = isParam(segment) ? [segment, sb[i], a] : [sb[i] ?? "", segment, b];
          if (!isParam(param) || fixed === undefined || isParam(fixed)) return false;
          const name = param.slice(1, -1);
          return Object.values(doc.paths[path] ?? {}).every((operation) => {
            const schema = operation.parameters?.find((p) => p.in === "path" && p.name === name)?.schema;
            return schema !== undefined && !ajv.validate(schema, fixed);
          });
        });
        if (!resolved) unresolved.push(`${a} and ${b}`);
      }
    });
    expect(unresolved).toEqual([]);
    // SPEC section 7's two pairs (/tools/{id}/related beside the favorites calls) were found and checked.
    expect(checked).toBeGreaterThanOrEqual(2);
  });
});

describe("the tools' addresses", () => {
  it("answer the call SPEC section 7 gives them, and a tool id is never a favorites word", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    expect((await learner.post("/api/tools/add-to-favorites/t-datalens")).json()).toMatchObject({ isFavorite: true });
    expect((await learner.get("/api/tools/t-datalens/related")).json().tools.length).toBeGreaterThan(0);
    expect((await learner.post("/api/tools/remove-from-favorites/t-datalens")).json()).toMatchObject({
      isFavorite: false,
    });
    // The address both paths fit is the related-tools call of no tool: refused for its id, not looked up.
    for (const url of ["/api/tools/add-to-favorites/related", "/api/tools/remove-from-favorites/related"]) {
      const answer = await learner.get(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().message).toContain("id");
    }
    expect((await learner.get("/api/tools/add-to-favorites")).statusCode).toBe(400);
    // "related" is an ordinary id: adding it is the favorites call, for a tool that does not exist.
    expect((await learner.post("/api/tools/add-to-favorites/related")).statusCode).toBe(404);
  });
});
