import type { Socket } from "node:net";
import fp from "fastify-plugin";

/** How long a refused upload's connection stays half-open, for the answer to reach the client before it closes. */
const LINGER_MS = 2000;

/**
 * Ends a connection the way a lingering close does: the server's end goes at once (the client sees the answer and
 * the end of the connection), what the client still sends is read and dropped, and the socket closes when the
 * client closes its end or after LINGER_MS.
 */
function lingeringClose(socket: Socket) {
  socket.end();
  const closing = setTimeout(() => socket.destroy(), LINGER_MS);
  closing.unref();
  socket.once("close", () => clearTimeout(closing));
}

/**
 * A reply sent before its request's body has arrived (a refusal before the body is read: no session, a rate limit,
 * a body over the limit) ends the connection. Otherwise Node reads the rest of the body and throws it away to keep
 * the connection for another request, so a 20 MB upload refused at its headers would still cost 20 MB.
 *
 * The close lingers. Node closes a `Connection: close` socket as soon as its answer is written (`destroySoon`), with
 * the upload's bytes still unread; the system then resets the connection, and a client that writes its next chunk
 * before it reads meets the reset and never sees the 401. Lingering, the client reads the answer and the end, stops
 * sending and closes; the server reads at most LINGER_MS of upload.
 */
export default fp(
  async function unreadBody(app) {
    app.addHook("onSend", async (request, reply, payload) => {
      // `complete` is false while the body is still arriving (undefined for injected requests, which have it all).
      if (request.raw.complete !== false) return payload;
      // Said in the answer too: a client told `keep-alive` would send its next request on a connection about to
      // close, and get no answer to it.
      reply.header("connection", "close");
      const socket = request.raw.socket;
      socket.destroySoon = () => lingeringClose(socket);
      return payload;
    });
  },
  { name: "unread-body" },
);
