import fp from "fastify-plugin";

/** How long a refused upload's connection stays half-open, for the answer to reach the client before it closes. */
const LINGER_MS = 2000;

/**
 * A reply sent before its request's body has arrived (a refusal before the body is read: no session, a rate limit,
 * a body over the limit) ends the connection. Otherwise Node reads the rest of the body and throws it away to keep
 * the connection for another request, so a 20 MB upload refused at its headers would still cost 20 MB.
 *
 * The close lingers: the server sends its end of the connection at once and drops (never parses) what still
 * arrives for a moment before closing. Closing outright with the upload's bytes unread makes the system reset the
 * connection, and a reset can reach the client before the answer does: it would see a network error, not the 401.
 */
export default fp(
  async function unreadBody(app) {
    // Said in the answer too: a client told `keep-alive` would send its next request on a connection about to
    // close, and get no answer to it.
    app.addHook("onSend", async (request, reply, payload) => {
      if (request.raw.complete === false) reply.header("connection", "close");
      return payload;
    });
    app.addHook("onResponse", async (request) => {
      // `complete` is false while the body is still arriving (undefined for injected requests, which have it all).
      if (request.raw.complete !== false) return;
      const socket = request.raw.socket;
      socket.end();
      const closing = setTimeout(() => socket.destroy(), LINGER_MS);
      closing.unref();
      socket.once("close", () => clearTimeout(closing));
    });
  },
  { name: "unread-body" },
);
