// A campus of several API processes on one PostgreSQL and one Redis behind HAProxy, as an organization runs it:
// `pnpm start:cluster` starts one for people, and the cluster test starts one to roll a process under load.
// HAProxy comes from Debian's package (installed like Chromium when missing); its health checks ask each process's
// /api/ready, so a draining process stops getting requests before it stops. Given a certificate, HAProxy is the
// campus's TLS edge: https with HTTP/2 offered to browsers, HTTP/1.1 to the processes.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildServerWhenStale } from "../apps/api/build.mjs";
import { ensureDebianPackage } from "./debian-package.mjs";

const root = resolve(import.meta.dirname, "..");
const apiDir = join(root, "apps/api");
export const haproxyPath = "/usr/sbin/haproxy";
/** How often HAProxy asks each process whether it is ready, and how many answers change its mind. */
const CHECK = { interMs: 500, fall: 1, rise: 2 };

/** A port nothing listens on now (the kernel's choice), for a process to take next. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * How the proxy listens: plain HTTP, or with a certificate (`crt`: the certificate and its key in one PEM file) TLS
 * offering HTTP/2 by ALPN. Browsers speak HTTP/2 over TLS only, and over it a page's 25-odd requests share one
 * connection rather than queueing on six. The processes trust this hop (TRUST_PROXY), so behind it they see https
 * and set their cookies Secure, with the __Host- prefix.
 */
function bindLines(port, certificate) {
  // Over plain HTTP a client's own claim to have come over https is dropped.
  if (!certificate) return `  bind 127.0.0.1:${port}\n  http-request del-header X-Forwarded-Proto`;
  return `  bind 127.0.0.1:${port} ssl crt ${certificate} alpn h2,http/1.1
  http-request set-header X-Forwarded-Proto https`;
}

/** HAProxy in front of the processes: round robin, health checks on /api/ready, a request id for each request. */
function haproxyConfig({ port, backends, certificate }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 130s
  timeout server 130s
  timeout http-keep-alive 10s
  # A readiness answer may take this long on a busy machine before the check counts as failed (by default the
  # whole check must fit in inter, and one slow answer from each process left none to send requests to). A
  # draining process answers 503 at once and a stopped one refuses the connection: both still fail at once.
  timeout check 2s
  option forwardfor
  # A connection refused or closed without an answer (a process that just stopped) is tried on another process.
  option redispatch
  retries 3
  retry-on conn-failure empty-response

frontend campus
${bindLines(port, certificate)}
  unique-id-format %[uuid()]
  unique-id-header X-Request-ID
  default_backend processes

backend processes
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter ${CHECK.interMs} fall ${CHECK.fall} rise ${CHECK.rise}
${backends.map((backendPort, i) => `  server p${i} 127.0.0.1:${backendPort} check`).join("\n")}
`;
}

/** One API process on its port: started (again) and stopped at will. */
function apiProcess({ port, env, log }) {
  let child;
  let exited = Promise.resolve(null);
  return {
    port,
    get pid() {
      return child?.pid;
    },
    /** Starts the process; resolves once it answers /api/ready itself. */
    async start() {
      child = spawn(process.execPath, ["--enable-source-maps", "dist/main.mjs"], {
        cwd: apiDir,
        env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", TRUST_PROXY: "127.0.0.1" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const current = child;
      exited = new Promise((done) => current.on("exit", (code) => done(code)));
      let output = "";
      const keep = (chunk) => {
        output = (output + chunk.toString()).slice(-20_000);
        log?.(chunk.toString());
      };
      current.stdout.on("data", keep);
      current.stderr.on("data", keep);
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (current.exitCode !== null)
          throw new Error(`The process on port ${port} ended (${current.exitCode}):\n${output}`);
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await sleep(200);
      }
      throw new Error(`The process on port ${port} was not ready within two minutes:\n${output}`);
    },
    /** Sends the signal; resolves with the exit code once the process has ended. */
    stop(signal = "SIGTERM") {
      child?.kill(signal);
      return exited;
    },
  };
}

/**
 * Whether the proxy answers /api/ready with 200. Over TLS the certificate is not checked: it names the campus's
 * host, not 127.0.0.1, and this only asks whether the proxy this script started is serving yet.
 */
function proxyReady(url) {
  if (!url.startsWith("https:")) return fetch(`${url}/api/ready`).then((answer) => answer.ok);
  return new Promise((resolveReady, reject) => {
    const asked = request(`${url}/api/ready`, { rejectUnauthorized: false }, (answer) => {
      answer.resume();
      resolveReady(answer.statusCode === 200);
    });
    asked.on("error", reject);
    asked.end();
  });
}

/**
 * Starts `size` API processes at once (they prepare the database together) and HAProxy in front of them on
 * `port` (a free one when 0). `env` is every process's environment: DATABASE_URL, REDIS_URL, SEED, CAMPUS_DIST...
 * `certificate` (a PEM file holding the certificate and its key) makes HAProxy serve https with HTTP/2.
 */
export async function startCluster({ size = 2, port = 0, env = {}, certificate, log } = {}) {
  ensureDebianPackage({ pkg: "haproxy", binary: haproxyPath });
  // The processes run the built server (apps/api/dist), as production does.
  await buildServerWhenStale({ quiet: true });
  const processes = [];
  for (let i = 0; i < size; i++) processes.push(apiProcess({ port: await freePort(), env, log }));
  const proxyPort = port || (await freePort());
  const dir = mkdtempSync(join(tmpdir(), "campus-cluster-"));
  const configFile = join(dir, "haproxy.cfg");
  writeFileSync(configFile, haproxyConfig({ port: proxyPort, backends: processes.map((p) => p.port), certificate }));
  let proxy;
  const close = async () => {
    proxy?.kill("SIGTERM");
    await Promise.all(processes.map((p) => p.stop("SIGINT")));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(processes.map((p) => p.start()));
    proxy = spawn(haproxyPath, ["-db", "-f", configFile], { stdio: ["ignore", "pipe", "pipe"] });
    let proxyOutput = "";
    proxy.stderr.on("data", (chunk) => {
      proxyOutput += chunk.toString();
    });
    const url = `${certificate ? "https" : "http"}://127.0.0.1:${proxyPort}`;
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (proxy.exitCode !== null) throw new Error(`HAProxy ended (${proxy.exitCode}):\n${proxyOutput}`);
      try {
        if (await proxyReady(url)) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`HAProxy did not serve within 20 s:\n${proxyOutput}`);
      await sleep(200);
    }
    await untilChecked();
    return { url, processes, close, untilChecked };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Long enough for HAProxy to have asked every process again as often as it takes to change its mind. */
export function untilChecked() {
  return sleep(CHECK.interMs * (Math.max(CHECK.rise, CHECK.fall) + 1));
}
