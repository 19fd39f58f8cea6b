import type { Certificate } from "@campus/contract";
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey as JoseKey,
  type JWK,
  SignJWT,
} from "jose";
import type { Config } from "../config/config.js";
import type { Queryable } from "../db/db.js";

/*
 * Certificates as Open Badges 3.0 credentials (1EdTech, "OpenBadgeCredential"), signed as compact JWTs (the spec's
 * VC-JWT proof, ES256). Anyone verifies one with the public key at /.well-known/jwks.json alone.
 */

export const ALG = "ES256";

export interface SigningKey {
  kid: string;
  privateKey: JoseKey;
  /** The public half as published: kid, alg and use added. */
  publicJwk: JWK;
}

const keys = new WeakMap<Queryable, Promise<SigningKey>>();

/**
 * The key that signs credentials: CERTIFICATE_SIGNING_KEY (a private EC P-256 JWK) when set; else the oldest key in
 * the database, made and stored by the first process that needed one (two processes starting at once both insert,
 * and both then use the oldest, so they agree).
 */
export function signingKey(db: Queryable, config: Pick<Config, "certificateSigningKey">): Promise<SigningKey> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db, config.certificateSigningKey);
    keys.set(db, key);
    // A failure (a database hiccup) is not kept: the next credential tries again.
    key.catch(() => keys.delete(db));
  }
  return key;
}

async function loadKey(db: Queryable, configured: string | undefined): Promise<SigningKey> {
  if (configured) {
    let jwk: JWK;
    try {
      jwk = JSON.parse(configured) as JWK;
    } catch {
      throw new Error("CERTIFICATE_SIGNING_KEY must be a private JWK in JSON (EC, crv P-256, with d).");
    }
    if (jwk.kty !== "EC" || jwk.crv !== "P-256" || !jwk.d)
      throw new Error("CERTIFICATE_SIGNING_KEY must be a private EC P-256 JWK (kty EC, crv P-256, with d).");
    return fromPrivateJwk(jwk);
  }
  const stored = async () =>
    (await db.query<{ private_jwk: JWK }>("select private_jwk from signing_keys order by created_at, kid limit 1"))[0]
      ?.private_jwk;
  let jwk = await stored();
  if (!jwk) {
    const { privateKey } = await generateKeyPair(ALG, { extractable: true });
    const made = await exportJWK(privateKey);
    const { d: _secret, ...publicJwk } = made;
    await db.query(
      "insert into signing_keys (kid, private_jwk, public_jwk) values ($1, $2, $3) on conflict (kid) do nothing",
      [await calculateJwkThumbprint(publicJwk), JSON.stringify(made), JSON.stringify(publicJwk)],
    );
    jwk = (await stored()) ?? made;
  }
  return fromPrivateJwk(typeof jwk === "string" ? (JSON.parse(jwk) as JWK) : jwk);
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKey> {
  const { d: _secret, kid: _kid, alg: _alg, use: _use, key_ops: _ops, ...publicPart } = jwk;
  const kid = await calculateJwkThumbprint(publicPart);
  const privateKey = (await importJWK({ ...jwk, alg: ALG }, ALG)) as JoseKey;
  return { kid, privateKey, publicJwk: { ...publicPart, kid, alg: ALG, use: "sig" } };
}

/** The JSON Web Key Set of /.well-known/jwks.json. */
export async function jwks(db: Queryable, config: Pick<Config, "certificateSigningKey">) {
  return { keys: [(await signingKey(db, config)).publicJwk] };
}

const CONTEXT = ["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"];

/** The certificate as an Open Badges 3.0 OpenBadgeCredential (the JSON the JWT's `vc` claim carries). */
export function openBadgeCredential(certificate: Certificate, campusUrl: string) {
  const issuerId = campusUrl.replace(/\/+$/, "");
  return {
    "@context": CONTEXT,
    id: certificate.verifyUrl,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    issuer: { id: issuerId, type: ["Profile"], name: certificate.issuer },
    validFrom: `${certificate.issuedOn}T00:00:00Z`,
    name: certificate.courseTitle,
    credentialSubject: {
      type: ["AchievementSubject"],
      // The holder as printed on the certificate; the campus account behind it is not disclosed.
      identifier: [
        { type: "IdentityObject", identityType: "name", hashed: false, identityHash: certificate.holderName },
      ],
      achievement: {
        id: `${certificate.verifyUrl}#achievement`,
        type: ["Achievement"],
        achievementType: "Certificate",
        name: certificate.courseTitle,
        inLanguage: certificate.lang,
        description: certificate.courseTitle,
        criteria: { narrative: "Passed the course's closed knowledge test." },
      },
    },
  };
}

/** The credential signed as a compact JWT: header alg ES256 and kid; claims iss, jti, nbf, iat and vc. */
export async function signedCredential(
  db: Queryable,
  config: Pick<Config, "certificateSigningKey" | "campusUrl">,
  certificate: Certificate,
): Promise<string> {
  const key = await signingKey(db, config);
  const vc = openBadgeCredential(certificate, config.campusUrl);
  return new SignJWT({ vc })
    .setProtectedHeader({ alg: ALG, kid: key.kid, typ: "JWT" })
    .setIssuer(vc.issuer.id)
    .setJti(vc.id)
    .setNotBefore(Math.floor(Date.parse(vc.validFrom) / 1000))
    .setIssuedAt()
    .sign(key.privateKey);
}
