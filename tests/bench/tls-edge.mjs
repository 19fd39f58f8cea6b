// The TLS edge of the page benchmark: HAProxy (Debian's package, as the cluster uses) in front of the campus and
// the hello app, speaking TLS with HTTP/2 offered by ALPN, the way a learner's browser reaches a campus on the
// internet (browsers speak HTTP/2 over TLS only). Over HTTP/1.1 a page's 25-odd requests queue on six connections
// per host, each a round trip on a slow phone; over HTTP/2 they share one. The certificate is made for the run
// (scripts/tls-certificate.mjs, self-signed for 127.0.0.1); the benchmark's browsers are told to accept it.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { request } from "node:https";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { haproxyPath } from "../../scripts/cluster.mjs";
import { ensureDebianPackage } from "../../scripts/debian-package.mjs";
import { makeSelfSignedCertificate } from "../../scripts/tls-certificate.mjs";

/** Each `{ port, backend }` becomes a TLS frontend on 127.0.0.1:port passing requests to 127.0.0.1:backend. */
function edgeConfig(pem, sites) {
  const site = ({ port, backend }, i) => `
frontend site${i}
  bind 127.0.0.1:${port} ssl crt ${pem} alpn h2,http/1.1
  # The campus trusts this hop (TRUST_PROXY) and so sets its cookies Secure, with the __Host- prefix.
  http-request set-header X-Forwarded-Proto https
  default_backend backend${i}

backend backend${i}
  server s${i} 127.0.0.1:${backend}
`;
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  option forwardfor
${sites.map(site).join("")}`;
}

/** Answers once an https address answers at all (its certificate is the edge's own). */
async function untilServing(url, proxy, output) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (proxy.exitCode !== null) throw new Error(`HAProxy ended (${proxy.exitCode}):\n${output()}`);
    const answered = await new Promise((done) => {
      const asked = request(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        done(true);
      });
      asked.on("error", () => done(false));
      asked.end();
    });
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`HAProxy did not serve ${url} within 20 s:\n${output()}`);
    await sleep(200);
  }
}

/** Starts the edge for `sites` (`{ port, backend }`); resolves with a function that stops it. */
export async function startTlsEdge(dir, sites) {
  ensureDebianPackage({ pkg: "haproxy", binary: haproxyPath });
  const configFile = join(dir, "edge.cfg");
  writeFileSync(configFile, edgeConfig(makeSelfSignedCertificate(dir).pem, sites));
  const proxy = spawn(haproxyPath, ["-db", "-f", configFile], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  proxy.stderr.on("data", (chunk) => {
    output += chunk.toString();
  });
  const stop = () => proxy.kill("SIGTERM");
  try {
    for (const { port } of sites) await untilServing(`https://127.0.0.1:${port}/`, proxy, () => output);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
