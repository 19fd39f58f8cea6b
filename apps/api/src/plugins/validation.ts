import Ajv from "ajv";
import addFormats from "ajv-formats";
import fp from "fastify-plugin";
import { isMultipartBody } from "../http/multipart.js";

/**
 * How every route's schemas check what a call sends. Query strings and paths are text, so they are coerced to the
 * schema's types; JSON bodies are taken as sent, and a body whose schema allows no other keys
 * (additionalProperties: false) is refused with one, not trimmed.
 */
export default fp(
  async function validation(app) {
    const strict = addFormats(
      new Ajv({ removeAdditional: false, useDefaults: true, coerceTypes: false, strict: false }),
    );
    const coercing = addFormats(
      new Ajv({ removeAdditional: true, useDefaults: true, coerceTypes: "array", strict: false }),
    );
    app.setValidatorCompiler(({ schema, httpPart }) => {
      // A multipart body is read and checked part by part by its handler, as it arrives.
      if (httpPart === "body" && isMultipartBody(schema)) return () => true;
      return (httpPart === "body" ? strict : coercing).compile(schema);
    });
  },
  { name: "validation" },
);
