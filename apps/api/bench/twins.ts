import { cookieNames, type Lang } from "@campus/contract";
import Fastify, { type FastifyRequest } from "fastify";
import { authenticate, type SessionUser } from "../src/auth/sessions.js";
import type { Config } from "../src/config/config.js";
import type { Db } from "../src/db/db.js";
import { coursePage } from "../src/services/course.js";
import { homepageOf, programCoursesPage } from "../src/services/program.js";
import { toolsPage } from "../src/services/tool.js";

/** A measured call of the API, and what its bare twin does: the same service functions, hence the same SQL. */
export interface MeasuredRoute {
  route: string;
  path: string;
  answer: (db: Db, user: SessionUser, lang: Lang) => Promise<unknown>;
}

export const MEASURED_ROUTES: MeasuredRoute[] = [
  {
    route: "GET /api/homepage-data",
    path: "/api/homepage-data",
    answer: (db, user, lang) => homepageOf(db, user, lang),
  },
  { route: "GET /api/tools", path: "/api/tools", answer: (db, user, lang) => toolsPage(db, user, {}, lang) },
  {
    route: "GET /api/course/{id}",
    path: "/api/course/c-intro",
    answer: (db, user, lang) => coursePage(db, user, "c-intro", lang, "all"),
  },
  {
    route: "GET /api/modules/{id}/courses",
    path: "/api/modules/p-foundations/courses",
    answer: (db, user, lang) => programCoursesPage(db, user, "p-foundations", {}, lang),
  },
];

/**
 * A bare Fastify server (no plugins, no hooks, no schemas) with one twin of each measured route at the same path.
 * A twin looks the session up as the API does (the access token's row, from the same cookie) and calls the
 * route's service, so it sends the database exactly the statements the API sends: what the API costs beyond
 * it is the server's own work (hooks, validation, serialisation, cookies, headers).
 */
export async function startTwins(db: Db, config: Config, accessToken: string) {
  const bare = Fastify({ logger: false });
  const cookies = { [cookieNames(config.cookiePrefix).access]: accessToken };
  for (const { path, answer } of MEASURED_ROUTES) {
    bare.get(path, async () => {
      const { user } = await authenticate(db, config, { cookies } as unknown as FastifyRequest);
      return answer(db, user, "pl");
    });
  }
  const address = await bare.listen({ port: 0, host: "127.0.0.1" });
  return { address, close: () => bare.close() };
}
