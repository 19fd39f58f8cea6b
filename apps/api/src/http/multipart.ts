import { type Call, calls } from "@campus/contract";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";

/**
 * The bodies of calls the contract marks `multipart` (files as parts). Fastify sees no body for them: their
 * handlers read the parts as they arrive, and check them as they go, so the schema validator leaves them alone.
 */
const multipartBodies = new Set<unknown>(
  (Object.values(calls) as Call[]).filter((call) => call.multipart).map((call) => call.schema.body),
);
export const isMultipartBody = (schema: unknown) => multipartBodies.has(schema);

/**
 * multipart/form-data bodies, for the calls that take files. Nothing is parsed ahead: a handler walks the parts
 * with `request.parts()` and streams each file; the limits here are a backstop, each call passes its own.
 */
export async function takeMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    // A file over its call's limit is the handler's to refuse (it names the file), not the parser's.
    throwFileSizeLimit: false,
    // fileSize: a file longer than this is cut short silently (the default is the server's 64 KB body limit); a call
    // that takes bigger files says so in its `parts()` call and refuses them itself.
    limits: {
      fieldNameSize: 100,
      fields: 40,
      fieldSize: 512 * 1024,
      files: 10,
      fileSize: 64 * 1024,
      headerPairs: 20,
      parts: 50,
    },
  });
}
