// A self-signed certificate for a campus reached at 127.0.0.1 over TLS: the page benchmark's edge and the cluster
// test's make one for their run (openssl from Debian's package, installed when missing). An organization gives
// the cluster its own (`TLS_CERTIFICATE`).
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensureDebianPackage } from "./debian-package.mjs";

const opensslPath = "/usr/bin/openssl";

/**
 * Makes a certificate for 127.0.0.1, valid for a day, in `dir`. Returns `pem`, the certificate and its key in one
 * file as HAProxy's `crt` takes it, and `certificate`, the certificate alone, which a client trusts as its own
 * authority.
 */
export function makeSelfSignedCertificate(dir) {
  ensureDebianPackage({ pkg: "openssl", binary: opensslPath });
  const key = join(dir, "edge-key.pem");
  const certificate = join(dir, "edge-cert.pem");
  const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
  const args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", ...subject, "-keyout", key];
  const made = spawnSync(opensslPath, [...args, "-out", certificate], { stdio: ["ignore", "ignore", "pipe"] });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  const pem = join(dir, "edge.pem");
  writeFileSync(pem, readFileSync(certificate, "utf8") + readFileSync(key, "utf8"));
  return { pem, certificate };
}
