import { readdirSync, readFileSync } from "node:fs";
import { Type } from "@sinclair/typebox";
import { HttpError, notFound } from "../errors.js";
import type { App } from "../http/route.js";
import { mediaDir as dir } from "../paths.js";

const TYPES: Record<string, string> = {
  mp4: "video/mp4",
  jpg: "image/jpeg",
  png: "image/png",
  vtt: "text/vtt; charset=utf-8",
};

/** The demo's media (videos with their captions, slides, covers), shipped with the seed; public, cacheable, with byte ranges for video. */
export function mediaRoutes(app: App) {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(dir))
    if (TYPES[name.split(".").pop() ?? ""]) files.set(name, readFileSync(new URL(name, dir)));

  app.route({
    method: "GET",
    url: "/media/:file",
    schema: {
      params: Type.Object({ file: Type.String({ maxLength: 100, pattern: "^[a-z0-9-]+\\.[a-z0-9]+$" }) }),
      hide: true,
    },
    handler: async (request, reply) => {
      const body = files.get(request.params.file);
      if (!body) throw notFound("Media file");
      reply.header("content-type", TYPES[request.params.file.split(".").pop() ?? ""] ?? "application/octet-stream");
      reply.header("cache-control", "public, max-age=3600");
      reply.header("accept-ranges", "bytes");
      const range = request.headers.range;
      if (typeof range === "string") {
        const match = /^bytes=(\d*)-(\d*)$/.exec(range);
        const start = match?.[1] ? Number(match[1]) : match?.[2] ? body.length - Number(match[2]) : 0;
        const end = match?.[1] && match[2] ? Number(match[2]) : body.length - 1;
        if (!match || start < 0 || start > end || end >= body.length) {
          reply.header("content-range", `bytes */${body.length}`);
          throw new HttpError(416, "Range not satisfiable.");
        }
        reply.code(206).header("content-range", `bytes ${start}-${end}/${body.length}`);
        return reply.send(body.subarray(start, end + 1));
      }
      return reply.send(body);
    },
  });
}
