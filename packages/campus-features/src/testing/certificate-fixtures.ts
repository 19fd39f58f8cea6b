import type { AnswerOf } from "@campus/contract";

type CertificateAnswer = AnswerOf<"certificate">;

/** The ids of the stories' certificates: one that stands, one revoked (Crockford base32, as the API issues). */
export const VALID_ID = "7K3QW9ZB2M4XH8TNC6RV1PJD5F";
export const REVOKED_ID = "9D2MXR7T4QKB8ZV3HNWC6PJ1SA";
export const UNKNOWN_ID = "0000000000000000000000000Z";

const verifyUrl = (id: string) => `https://campus.example/verify/${id}`;

/** A certificate as the API answers it: the snapshot, its status and the signed credential (shortened here). */
export const validCertificate: CertificateAnswer = {
  certificate: {
    id: VALID_ID,
    holderName: "Żaneta Gęślą-Wójcik",
    courseTitle: "Wprowadzenie do sztucznej inteligencji w pracy zespołów",
    lang: "pl",
    issuedOn: "2026-11-20",
    issuer: "Campus AI",
    status: "valid",
    revokedReason: null,
    revokedAt: null,
    verifyUrl: verifyUrl(VALID_ID),
  },
  credential: "eyJhbGciOiJFUzI1NiIsImtpZCI6InN0b3J5IiwidHlwIjoiSldUIn0.eyJ2YyI6e319.c2lnbmF0dXJl",
};

/** A certificate staff revoked, saying why; no credential vouches for it any more. */
export const revokedCertificate: CertificateAnswer = {
  certificate: {
    id: REVOKED_ID,
    holderName: "Marek Zieliński",
    courseTitle: "Prompt engineering in practice",
    lang: "en",
    issuedOn: "2026-10-02",
    issuer: "Campus AI",
    status: "revoked",
    revokedReason: "Wydany omyłkowo: test zaliczyła inna osoba korzystająca z tego konta.",
    revokedAt: "2026-11-18T09:30:00.000Z",
    verifyUrl: verifyUrl(REVOKED_ID),
  },
  credential: null,
};

export const certificates: CertificateAnswer[] = [validCertificate, revokedCertificate];
