// A campus of several API processes on one PostgreSQL and one Redis behind HAProxy, as an organization runs it:
// `pnpm start:cluster` starts one for people, and the cluster tests start one to roll a process under load.
// HAProxy comes from Debian's package (installed like Chromium when missing); its health checks ask each process's
// /api/ready, so a draining process stops getting requests before it stops. Given a certificate, HAProxy is the
// campus's TLS edge: https with HTTP/2 offered to browsers, HTTP/1.1 to the processes. A process that ends by
// itself is started again with back-off (scripts/supervise.mjs); its edge's limits are in scripts/haproxy-config.mjs.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildServerWhenStale } from "../apps/api/build.mjs";
import { ensureDebianPackage } from "./debian-package.mjs";
import { haproxyConfig } from "./haproxy-config.mjs";
import { crashRecord, RESTART } from "./supervise.mjs";

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
 * One API process on its port, started (again) and stopped at will. Once started it is supervised: when it ends
 * without being asked to (a crash, an out-of-memory kill), it is started again after the back-off of `restart`,
 * each time said on stderr; after too many crashes in a row `onGiveUp` is called and it stays down.
 */
function apiProcess({ port, env, log, restart = RESTART, report = console.error, onGiveUp }) {
  let child;
  let exited = Promise.resolve(null);
  let wanted = false;
  let pending;
  const crashes = crashRecord(restart);

  function supervise(current) {
    current.once("exit", (code, signal) => {
      if (!wanted || current !== child) return;
      const how = signal ? `killed by ${signal}` : `exit code ${code}`;
      const next = crashes.crashed();
      if (next.giveUp) {
        wanted = false;
        report(
          `*** The campus process on port ${port} ended (${how}), ${next.count} crashes within ${restart.windowMs / 1000} s: not starting it again. ***`,
        );
        onGiveUp?.({ port, code, signal });
        return;
      }
      report(`The campus process on port ${port} ended (${how}): starting it again in ${next.delayMs / 1000} s.`);
      pending = setTimeout(() => {
        pending = undefined;
        // A start that fails ends the child, which this same watch counts as the next crash.
        if (wanted) launch().catch(() => {});
      }, next.delayMs);
    });
  }

  /** Spawns the process; resolves once it answers /api/ready itself. */
  async function launch() {
    child = spawn(process.execPath, ["--enable-source-maps", "dist/main.mjs"], {
      cwd: apiDir,
      env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", TRUST_PROXY: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const current = child;
    exited = new Promise((done) => current.on("exit", (code) => done(code)));
    supervise(current);
    let output = "";
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-20_000);
      log?.(chunk.toString());
    };
    current.stdout.on("data", keep);
    current.stderr.on("data", keep);
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (current.exitCode !== null || current.signalCode !== null)
        throw new Error(`The process on port ${port} ended (${current.exitCode ?? current.signalCode}):\n${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
    throw new Error(`The process on port ${port} was not ready within two minutes:\n${output}`);
  }

  return {
    port,
    get pid() {
      return child?.pid;
    },
    start() {
      wanted = true;
      clearTimeout(pending);
      return launch();
    },
    /** Sends the signal; resolves with the exit code once the process has ended. Not started again. */
    stop(signal = "SIGTERM") {
      wanted = false;
      clearTimeout(pending);
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
 * `port` (a free one when 0). `env` is every process's environment: DATABASE_URL, REDIS_URL, SEED, CAMPUS_DIST...;
 * CAMPUS_URL, the campus's public address, is HAProxy's own address unless set here or in `env`, so that every
 * process prints and signs the same one. `certificate` (a PEM file holding the certificate and its key) makes
 * HAProxy serve https with HTTP/2; `limits` sets the edge's limits (EDGE_LIMITS); `restart` the supervision's
 * back-off (RESTART), and `onGiveUp` hears of a process that crashed too often to be started again.
 */
export async function startCluster({
  size = 2,
  port = 0,
  env = {},
  certificate,
  log,
  limits,
  restart,
  report,
  onGiveUp,
} = {}) {
  ensureDebianPackage({ pkg: "haproxy", binary: haproxyPath });
  // The processes run the built server (apps/api/dist), as production does.
  await buildServerWhenStale({ quiet: true });
  const proxyPort = port || (await freePort());
  const url = `${certificate ? "https" : "http"}://127.0.0.1:${proxyPort}`;
  const everyProcess = { CAMPUS_URL: process.env.CAMPUS_URL || url, ...env };
  const processes = [];
  for (let i = 0; i < size; i++) {
    processes.push(apiProcess({ port: await freePort(), env: everyProcess, log, restart, report, onGiveUp }));
  }
  const dir = mkdtempSync(join(tmpdir(), "campus-cluster-"));
  const configFile = join(dir, "haproxy.cfg");
  const backends = processes.map((p) => p.port);
  writeFileSync(
    configFile,
    haproxyConfig({ port: proxyPort, backends, certificate, errorDir: dir, check: CHECK, limits }),
  );
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
    return { url, processes, close, untilChecked, configFile };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Long enough for HAProxy to have asked every process again as often as it takes to change its mind. */
export function untilChecked() {
  return sleep(CHECK.interMs * (Math.max(CHECK.rise, CHECK.fall) + 1));
}
