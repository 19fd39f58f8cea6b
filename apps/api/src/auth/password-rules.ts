import { PASSWORD_MIN_LENGTH } from "@campus/contract";
import { dictionary } from "@zxcvbn-ts/language-common";
import { badRequest, type HttpError } from "../errors.js";

/**
 * The passwords attackers try first: zxcvbn-ts's common list (about 49,000, from leaked password sets), which
 * ships inside the npm package, so nothing is fetched at run time. Built on first use (a few milliseconds), kept
 * lower-cased: the check ignores letter case, as guessing tools try every casing.
 */
let common: Set<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));
  return common;
};

/** Characters as a person counts them (an emoji or a letter outside the basic plane is one). */
const lengthOf = (password: string) => [...password].length;

/**
 * Whether a password is a common one, or a common one with digits or symbols added at its end ("sunshine2024!"),
 * or one character repeated: the first guesses of any attack, however long.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower)) return true;
  const core = lower.replace(/[\p{N}\p{P}\p{S}\s]+$/u, "");
  if (core.length >= 4 && core !== lower && list.has(core)) return true;
  return new Set([...lower]).size === 1;
}

/**
 * What is wrong with a password a learner chose, as a 400 that says it exactly, or undefined when it may be used:
 * at least PASSWORD_MIN_LENGTH characters, and not a common password.
 */
export function passwordRefusal(password: string): HttpError | undefined {
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) {
    return badRequest(
      `The password is too short: use at least ${PASSWORD_MIN_LENGTH} characters (this one has ${length}).`,
    );
  }
  if (isCommonPassword(password)) {
    return badRequest(
      "The password is too common: it is on the lists of passwords attackers try first. Choose another one.",
    );
  }
  return undefined;
}
