import { type Static, Type } from "@sinclair/typebox";
import { Lang, Nullable } from "./common.js";

/**
 * A certificate's id: 26 characters of Crockford's base32 (130 random bits), printed on the certificate and in
 * its public address. Looser on input than what is issued (older ids are longer hex), never longer than 64.
 */
export const CertificateId = Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9-]+$" });
export const CertificateParams = Type.Object({ id: CertificateId });
export type CertificateParams = Static<typeof CertificateParams>;

export const CertificateStatus = Type.Union([Type.Literal("valid"), Type.Literal("revoked")]);
export type CertificateStatus = Static<typeof CertificateStatus>;

/** What a certificate says, as copied when it was issued, and whether it still stands. */
export const Certificate = Type.Object({
  id: CertificateId,
  /** The holder's name as printed on the certificate. */
  holderName: Type.String(),
  /** The course's title in the language the certificate was issued in (`lang`). */
  courseTitle: Type.String(),
  lang: Lang,
  /** The day it was issued (YYYY-MM-DD). */
  issuedOn: Type.String({ pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }),
  issuer: Type.String(),
  status: CertificateStatus,
  revokedReason: Nullable(Type.String()),
  /** When it was revoked (ISO 8601). */
  revokedAt: Nullable(Type.String()),
  /** The certificate's public page. */
  verifyUrl: Type.String(),
});
export type Certificate = Static<typeof Certificate>;

export const CertificateAnswer = Type.Object({
  certificate: Certificate,
  /**
   * The same data as an Open Badges 3.0 `OpenBadgeCredential`, signed as a compact JWT (ES256) with a key
   * published at `/.well-known/jwks.json`; null once the certificate is revoked (no signature vouches for it).
   */
  credential: Nullable(Type.String()),
});
export type CertificateAnswer = Static<typeof CertificateAnswer>;

export const RevokeCertificateBody = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 500 }) },
  { additionalProperties: false },
);
export type RevokeCertificateBody = Static<typeof RevokeCertificateBody>;
