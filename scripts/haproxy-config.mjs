// The HAProxy configuration of the campus's edge (scripts/cluster.mjs writes it for `pnpm start:cluster` and the
// cluster tests). What a public service's edge needs beyond balancing: a request's headers must arrive in time, one
// address gets a bounded share of connections and requests (so one client with thousands of slow connections cannot
// make the campus unreachable for everyone), a request is sent again only when that cannot apply it twice, HAProxy's
// own refusals speak the campus's JSON error shape with its security headers, and TLS offers modern ciphers only.
import { writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Per client address. A school's or an office's learners share one address, so the defaults are generous: a browser
 * holds at most six connections over HTTP/1.1 (one over HTTP/2) and a page makes 25-odd requests.
 */
export const EDGE_LIMITS = {
  connectionsPerAddress: 200,
  requestsPer10s: 1000,
  headersMs: 10_000,
  maxConnections: 4096,
};

/**
 * Mozilla's "intermediate" TLS 1.2 ciphers (forward secret, AEAD only: no CBC), less the DHE ones, which need
 * parameters of their own; TLS 1.3's suites are all AEAD. Browsers of the last years all speak them.
 */
const TLS12_CIPHERS = [
  "ECDHE-ECDSA-AES128-GCM-SHA256",
  "ECDHE-RSA-AES128-GCM-SHA256",
  "ECDHE-ECDSA-AES256-GCM-SHA384",
  "ECDHE-RSA-AES256-GCM-SHA384",
  "ECDHE-ECDSA-CHACHA20-POLY1305",
  "ECDHE-RSA-CHACHA20-POLY1305",
].join(":");
const TLS13_SUITES = "TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256";

/** HAProxy's own answers, in the campus's error shape: the campus's client reads JSON, never an HTML page. */
const ERRORS = {
  400: ["Bad Request", "The request could not be read."],
  403: ["Forbidden", "The request was refused."],
  408: ["Request Timeout", "The request took too long to arrive."],
  429: ["Too Many Requests", "Too many requests from this address: try again in a few seconds."],
  500: ["Internal Server Error", "Something went wrong on the server."],
  502: ["Bad Gateway", "The campus did not answer: try again in a few seconds."],
  503: ["Service Unavailable", "The campus is not available just now: try again in a few seconds."],
  504: ["Gateway Timeout", "The campus did not answer in time: try again in a few seconds."],
};
/** The API's own answer headers (apps/api/src/plugins/answer-headers.ts), which a browser must see on these too. */
const ERROR_HEADERS = [
  "content-type: application/json",
  "cache-control: no-store",
  "content-security-policy: default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "x-content-type-options: nosniff",
  "x-frame-options: DENY",
  "referrer-policy: no-referrer",
  "strict-transport-security: max-age=31536000; includeSubDomains",
];

/** Writes one raw HTTP answer per status into `dir` (HAProxy's `errorfile` sends the file as it is). */
export function writeErrorFiles(dir) {
  return Object.entries(ERRORS).map(([status, [error, message]]) => {
    const body = JSON.stringify({ statusCode: Number(status), error, message });
    const retry = status === "429" || status === "503" ? ["retry-after: 5"] : [];
    const head = [`HTTP/1.1 ${status} ${error}`, ...ERROR_HEADERS, ...retry, `content-length: ${body.length}`];
    const file = join(dir, `${status}.json.http`);
    writeFileSync(file, `${head.join("\r\n")}\r\n\r\n${body}`);
    return `  errorfile ${status} ${file}`;
  });
}

/**
 * How the proxy listens: plain HTTP, or with a certificate (`crt`: the certificate and its key in one PEM file) TLS
 * offering HTTP/2 by ALPN. Browsers speak HTTP/2 over TLS only, and over it a page's 25-odd requests share one
 * connection rather than queueing on six. The processes trust this hop (TRUST_PROXY), so behind it they see https
 * and set their cookies Secure, with the __Host- prefix.
 */
function bindLine(port, certificate) {
  return certificate ? `  bind 127.0.0.1:${port} ssl crt ${certificate} alpn h2,http/1.1` : `  bind 127.0.0.1:${port}`;
}
/** Over plain HTTP a client's own claim to have come over https is dropped. */
function protoLine(certificate) {
  return certificate
    ? "  http-request set-header X-Forwarded-Proto https"
    : "  http-request del-header X-Forwarded-Proto";
}

/** HAProxy in front of the processes: round robin, health checks on /api/ready, a request id for each request. */
export function haproxyConfig({ port, backends, certificate, errorDir, check, limits = {} }) {
  const edge = { ...EDGE_LIMITS, ...limits };
  return `global
  maxconn ${edge.maxConnections}
  ssl-default-bind-ciphers ${TLS12_CIPHERS}
  ssl-default-bind-ciphersuites ${TLS13_SUITES}
  ssl-default-bind-options prefer-client-ciphers no-sslv3 no-tlsv10 no-tlsv11 no-tls-tickets

defaults
  mode http
  timeout connect 2s
  # A request's headers must all arrive within this (a slow client holding connections open with a header a
  # minute gets 408); its body may take the client timeout, as a final work's upload over a slow link does.
  timeout http-request ${edge.headersMs}ms
  timeout client 130s
  timeout server 130s
  timeout http-keep-alive 10s
  # A readiness answer may take this long on a busy machine before the check counts as failed (by default the
  # whole check must fit in inter, and one slow answer from each process left none to send requests to). A
  # draining process answers 503 at once and a stopped one refuses the connection: both still fail at once.
  timeout check 2s
  option forwardfor
  # A request is sent again, to another process, when it never reached one (the connection failed), and a GET or
  # HEAD also when a process closed without answering. A change that reached a process may have been applied
  # before it died: sending it again could apply it twice, so its client gets the 502 and the change's own
  # idempotency key makes the client's retry safe.
  option redispatch 1
  retries 3
  retry-on conn-failure empty-response
${writeErrorFiles(errorDir).join("\n")}

frontend campus
${bindLine(port, certificate)}
  # Each client address: its open connections and its requests over 10 s. Past the connection limit a new one is
  # closed at once, before it costs a slot of maxconn; past the request rate a request gets 429.
  stick-table type ipv6 size 100k expire 60s store conn_cur,http_req_rate(10s)
  tcp-request connection track-sc0 src
  tcp-request connection reject if { sc0_conn_cur gt ${edge.connectionsPerAddress} }
  http-request deny deny_status 429 if { sc0_http_req_rate gt ${edge.requestsPer10s} }
${protoLine(certificate)}
  unique-id-format %[uuid()]
  unique-id-header X-Request-ID
  default_backend processes

backend processes
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  # Only GET and HEAD are sent again after reaching a process (see retry-on above).
  http-request disable-l7-retry unless METH_GET
  default-server inter ${check.interMs} fall ${check.fall} rise ${check.rise}
${backends.map((backendPort, i) => `  server p${i} 127.0.0.1:${backendPort} check`).join("\n")}
`;
}
