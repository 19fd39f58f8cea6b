// `pnpm start:cluster`: the campus as an organization runs it. CLUSTER_SIZE API processes (default: one per core,
// at least two) on DATABASE_URL and REDIS_URL behind HAProxy on PORT (default 3000), HAProxy asking each process's
// /api/ready. Build the campus first (`pnpm build:campus`) to serve it at /; SEED=demo plants the demo content.
// TLS_CERTIFICATE (a PEM file with the certificate and its key) makes HAProxy serve https, offering HTTP/2.
// CAMPUS_URL (the campus's public address) reaches every process; unset, it is HAProxy's own address.
// EDGE_CONNECTIONS_PER_ADDRESS and EDGE_REQUESTS_PER_10S set the edge's limits per client address.
// A process that dies is started again with back-off; after repeated crashes this script stops everything and
// exits 1, so that a service manager (systemd, see the README) sees the failure. Ctrl-C stops HAProxy and every
// process.
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { startCluster } from "./cluster.mjs";
import { EDGE_LIMITS } from "./haproxy-config.mjs";

const root = resolve(import.meta.dirname, "..");
const missing = ["DATABASE_URL", "REDIS_URL"].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(`${missing.join(" and ")} must be set: a cluster shares one PostgreSQL and one Redis.`);
  process.exit(1);
}
const certificate = process.env.TLS_CERTIFICATE || undefined;
if (certificate) {
  const pem = existsSync(certificate) ? readFileSync(certificate, "utf8") : "";
  if (!pem.includes("CERTIFICATE-----") || !pem.includes("PRIVATE KEY-----")) {
    console.error(`TLS_CERTIFICATE=${certificate} must be a PEM file holding the certificate and its private key.`);
    process.exit(1);
  }
}
const dist = join(root, "apps/campus/dist");
const env = {
  ...(existsSync(join(dist, "index.html")) ? { CAMPUS_DIST: dist } : {}),
  SEED: process.env.SEED ?? "demo",
};
const limits = {
  connectionsPerAddress: Number(process.env.EDGE_CONNECTIONS_PER_ADDRESS ?? EDGE_LIMITS.connectionsPerAddress),
  requestsPer10s: Number(process.env.EDGE_REQUESTS_PER_10S ?? EDGE_LIMITS.requestsPer10s),
};
for (const [name, value] of Object.entries(limits)) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`The edge's ${name} must be a whole number of at least 1, got ${value}.`);
    process.exit(1);
  }
}
const size = Number(process.env.CLUSTER_SIZE ?? Math.max(2, availableParallelism()));
let stopping = false;
const cluster = await startCluster({
  size,
  port: Number(process.env.PORT ?? 3000),
  env,
  certificate,
  limits,
  onGiveUp: () => {
    if (stopping) return;
    stopping = true;
    console.error("A campus process keeps crashing: stopping the cluster (exit 1).");
    void cluster.close().then(() => process.exit(1));
  },
});
console.log(`Campus: ${cluster.url} through HAProxy (CAMPUS_URL ${process.env.CAMPUS_URL || cluster.url}), ${size} processes on ports ${cluster.processes.map((p) => p.port).join(", ")}.
${env.CAMPUS_DIST ? "" : "No built campus (pnpm build:campus): the API only.\n"}Ctrl-C stops them all.`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.close().then(() => process.exit(0));
  });
}
