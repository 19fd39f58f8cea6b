import type { FastifyRequest } from "fastify";

/**
 * Query parameters that carry a credential: the hand-off link's tokens (`/login?accessToken=…&refreshToken=…`)
 * and an OAuth return's `code` and `state`. A log is read by more people than a session is, and kept longer.
 */
const SECRET_PARAMETERS = new Set(["accesstoken", "refreshtoken", "code", "state"]);

function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll("+", " ")).toLowerCase();
  } catch {
    // A malformed escape: compare the name as written.
    return raw.toLowerCase();
  }
}

/** The address with the value of every credential-carrying query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const start = url.indexOf("?");
  if (start < 0) return url;
  const pairs = url
    .slice(start + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return SECRET_PARAMETERS.has(parameterName(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join("&")}`;
}

/** Fastify's request serializer with the address redacted (and no client-chosen `accept-version`). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
