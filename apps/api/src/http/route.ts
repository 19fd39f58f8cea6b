import type { Access, Call, Lang } from "@campus/contract";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { PasswordChecks } from "../auth/password-checks.js";
import type { SessionUser } from "../auth/sessions.js";
import type { Config } from "../config/config.js";
import type { Db } from "../db/db.js";
import { operationOf } from "./openapi.js";

// What a route file needs to declare its calls lives here, below app.ts: app.ts registers the routes, so the
// routes must not import it back (the server's imports run one way: main -> app -> routes -> services -> db).

declare module "fastify" {
  interface FastifyRequest {
    /** Set for calls with access `user` or `staff`. */
    user: SessionUser;
    sessionId: string;
    lang: Lang;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The body is multipart/form-data, read by the handler part by part. */
    multipart?: boolean;
  }
}

/** What every area's routes are given: the database, the configuration and the bounded password checks. */
export interface ServerResources {
  db: Db;
  config: Config;
  /** The process's bounded password checks (sign-in), shared with the metrics. */
  passwordChecks: PasswordChecks;
}

export type App = FastifyInstance<
  import("node:http").Server,
  import("node:http").IncomingMessage,
  import("node:http").ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** Route options of a contract call: its method, path, schemas, access and what the API document says of it. */
export function def<C extends Call>(call: C) {
  return {
    method: call.method,
    url: call.url,
    schema: {
      ...call.schema,
      summary: call.summary,
      tags: call.tags,
      ...(call.binary ? { description: `Answers a file (${call.binary}).` } : {}),
      ...(call.multipart ? { consumes: ["multipart/form-data"] } : {}),
      ...operationOf(call),
    } as C["schema"],
    config: { access: call.access, multipart: call.multipart === true },
  };
}
