/**
 * Whether text is a web address a learner can link to: http or https only (no `javascript:`, `data:` or
 * `ftp:`), no credentials, and a host name with a dot whose last part is letters, so `localhost` and bare
 * IP addresses, which nobody else could open, are refused.
 */
export function isValidUrl(value: string): boolean {
  const text = value.trim();
  if (text === "" || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username !== "" || url.password !== "") return false;
  const host = url.hostname.replace(/\.$/, "");
  const labels = host.split(".");
  if (labels.length < 2 || labels.some((label) => label === "")) return false;
  const topLevel = labels[labels.length - 1] ?? "";
  // Punycode top-level domains start with "xn--"; others are letters only (which also turns away IP addresses).
  return /^[a-z]{2,63}$/i.test(topLevel) || /^xn--[a-z0-9-]+$/i.test(topLevel);
}

/**
 * Whether text is an e-mail address: one `@`, a local part without spaces, and a domain with a dot. It is a
 * sanity check for a mailto link, not full RFC 5322.
 */
export function isValidEmail(value: string): boolean {
  const text = value.trim();
  const match = /^([^\s@]+)@([^\s@]+)$/.exec(text);
  if (!match) return false;
  const local = match[1] ?? "";
  const domain = match[2] ?? "";
  if (local.startsWith(".") || local.endsWith(".") || local.includes("..")) return false;
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  if (!labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(label))) return false;
  return /^[a-z]{2,63}$/i.test(labels[labels.length - 1] ?? "") || /^xn--/i.test(labels[labels.length - 1] ?? "");
}

/**
 * Reads what was typed into the link field: an e-mail address (bare or with `mailto:`) becomes a mailto link,
 * anything else is taken as a web address. Returns the href to store, or the kind of error to show.
 */
export function parseLinkInput(value: string): { href: string } | { error: "email" | "url" } {
  const text = value.trim();
  const email = text.toLowerCase().startsWith("mailto:") ? text.slice("mailto:".length) : null;
  if (email !== null || (!text.includes("://") && text.includes("@"))) {
    const address = email ?? text;
    return isValidEmail(address) ? { href: `mailto:${address}` } : { error: "email" };
  }
  return isValidUrl(text) ? { href: text } : { error: "url" };
}
