import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** The tokens that replaced a rotated refresh token, as the rotation's winner received them. */
export interface SuccessorTokens {
  accessToken: string;
  refreshToken: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key that seals one rotated token's successor: derived from the server's secret AND the rotated token
 * itself. The database keeps only the token's hash, so neither a copy of the database nor the secret alone
 * opens a successor: only the server, shown the very token that was rotated, can.
 */
const keyFor = (serverSecret: string, rotatedToken: string) =>
  Buffer.from(hkdfSync("sha256", serverSecret, rotatedToken, "campus refresh successor", 32));

/** AES-256-GCM over the successor's tokens, bound to the rotated token's hash (base64url iv|tag|ciphertext). */
export function sealSuccessor(
  serverSecret: string,
  rotatedToken: string,
  rotatedHash: string,
  successor: SuccessorTokens,
): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(serverSecret, rotatedToken), iv);
  cipher.setAAD(Buffer.from(rotatedHash));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(successor), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The successor sealed for this rotated token, or undefined if the seal does not open (wrong token, tampering). */
export function openSuccessor(
  serverSecret: string,
  rotatedToken: string,
  rotatedHash: string,
  sealed: string,
): SuccessorTokens | undefined {
  try {
    const bytes = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", keyFor(serverSecret, rotatedToken), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(rotatedHash));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const value = JSON.parse(plain.toString("utf8")) as Partial<SuccessorTokens>;
    if (typeof value.accessToken !== "string" || typeof value.refreshToken !== "string") return undefined;
    return { accessToken: value.accessToken, refreshToken: value.refreshToken };
  } catch {
    return undefined;
  }
}
