const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What is wrong with an email address typed to sign in or to ask for a password reset: nothing typed, or not the
 * shape of an address (the server checks it again). Surrounding spaces do not count.
 */
export function emailProblem(value: string): "required" | "invalid" | null {
  const email = value.trim();
  if (email === "") return "required";
  return EMAIL.test(email) ? null : "invalid";
}
