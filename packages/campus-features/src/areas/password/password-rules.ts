import { PASSWORD_MIN_LENGTH } from "@campus/contract";

/** The password rules the server holds a chosen password to, in the order the page lists them. */
export type PasswordRule = "length" | "common";

export interface RuleCheck {
  rule: PasswordRule;
  met: boolean;
}

/**
 * Passwords long enough to pass the length rule that still head every leaked-password list. The server's check
 * is the one that counts (its refusal marks the rule unmet for that password, see `checkPassword`); this list
 * only lets the page tick the rule truthfully for the passwords people try first.
 */
const COMMON = new Set([
  "123456789012",
  "1234567890123",
  "12345678901234",
  "123456789123",
  "111111111111",
  "000000000000",
  "qwertyuiop12",
  "qwertyuiop123",
  "qwertyuiopasdfgh",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "qazwsxedcrfv",
  "password1234",
  "password12345",
  "password123456",
  "passwordpassword",
  "haslo1234567",
  "haslohaslo12",
  "zaq12wsxcde3",
  "iloveyou1234",
  "abcdefghijkl",
  "abc123abc123",
  "welcome12345",
  "administrator",
  "letmein12345",
  "football1234",
  "monkey123456",
  "qwerty123456",
  "qwertyqwerty",
  "asdfghjkl123",
]);

/** One character over and over, or a run of digits up or down ("123456789012", "987654321098"). */
function isTrivial(password: string): boolean {
  if (/^(.)\1+$/u.test(password)) return true;
  if (!/^\d+$/.test(password)) return false;
  const steps = [...password].slice(1).map((digit, index) => (Number(digit) - Number(password[index]) + 10) % 10);
  return steps.every((step) => step === 1) || steps.every((step) => step === 9);
}

/** Whether a password is one of the first everybody tries (letter case aside). */
export function isCommonPassword(password: string): boolean {
  const folded = password.toLowerCase();
  return COMMON.has(folded) || isTrivial(folded);
}

/**
 * Each rule and whether the password meets it, as the learner types. Nothing typed meets no rule. `refused` are
 * the passwords the server has already refused as common: it knows more of them than this page does.
 */
export function checkPassword(password: string, refused: ReadonlySet<string> = new Set()): RuleCheck[] {
  return [
    { rule: "length", met: [...password].length >= PASSWORD_MIN_LENGTH },
    { rule: "common", met: password !== "" && !isCommonPassword(password) && !refused.has(password) },
  ];
}

/** The first rule a password breaks, or null when it meets them all. */
export const brokenRule = (password: string, refused?: ReadonlySet<string>): PasswordRule | null =>
  checkPassword(password, refused).find((check) => !check.met)?.rule ?? null;
