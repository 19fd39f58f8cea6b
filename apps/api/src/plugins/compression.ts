import compress from "@fastify/compress";
import fp from "fastify-plugin";

/** JSON only: images (the certificate PNG), media and the campus's files are sent as they are or precompressed. */
const COMPRESSED_TYPES = /^application\/(?:[\w.-]+\+)?json\b/;

/**
 * Compresses the API's JSON answers of 1 KB or more (brotli, else gzip) for clients that accept it, with
 * `Vary: Accept-Encoding`. An answer that already has a `Content-Encoding` is left alone. Registered before
 * the routes, which it hooks as they are added. Request bodies are read as sent, never inflated.
 */
export default fp(
  async function compression(app) {
    await app.register(compress, {
      threshold: 1024,
      encodings: ["br", "gzip"],
      customTypes: COMPRESSED_TYPES,
      // Answers only: a compressed request body is not inflated (it would sidestep the body limits).
      globalDecompression: false,
    });
  },
  { name: "compression" },
);
