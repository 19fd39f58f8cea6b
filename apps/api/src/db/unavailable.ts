/**
 * Whether an error means the database could not be reached (its server restarting, stopped, or the network between
 * them down), as opposed to a statement that failed: the first is the campus's passing trouble and answers 503 with
 * Retry-After, which the campus's client waits out; the second is a bug and answers 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    // The socket's own failures, before or after connecting.
    if (SOCKET_CODES.has(code)) return true;
    // SQLSTATE class 08 (connection exception), and the server shutting down, starting up or out of connections.
    if (/^08[0-9A-Z]{3}$/.test(code) || SERVER_CODES.has(code)) return true;
  }
  // node-postgres says these in words only.
  return LOST_MESSAGES.some((message) => error.message.includes(message));
}

const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
const LOST_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Client was closed and is not queryable",
];
