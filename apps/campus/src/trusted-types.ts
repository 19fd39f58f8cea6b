/**
 * The page's policy requires Trusted Types at every HTML sink (`require-trusted-types-for 'script'`), so a
 * string can no longer become markup by accident. The campus itself writes no markup from strings; its
 * libraries do in three places. The page's `trusted-types` directive allows two policies: this default one,
 * which the browser asks at a sink, and ProseMirror's clipboard policy, with which the rich-text editor reads
 * pasted HTML into a detached, inert document. The default one lets exactly these through:
 * - an element cleared with `innerHTML = ""` (react-aria's live announcer): an empty string holds nothing;
 * - `DOMParser.parseFromString` (the rich-text editor reading its content): a parsed document is inert (its
 *   scripts never run, its handlers never fire, its images never load) and the editor keeps only the nodes
 *   its schema knows.
 * Any other string at an HTML sink is refused: the browser throws and reports the violation. Script and
 * script-URL sinks get no rule, so every string there is refused.
 */
export function allowedHtml(input: string, _type?: string, sink?: string): string | null {
  // Asked by name (`trustedTypes.defaultPolicy.createHTML(html)`), not by the browser at a sink: refused
  // loudly, so the asker (ProseMirror's clipboard) falls back to its own policy. Answering null here would
  // hand it an empty TrustedHTML, and a paste would silently lose its text.
  if (sink === undefined) throw new TypeError("The default policy answers the browser at a sink only.");
  if (input === "") return "";
  if (sink === "DOMParser parseFromString") return input;
  return null;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML: typeof allowedHtml }): unknown;
}

// Runs before any other module of the campus (main.tsx imports it first). Browsers without Trusted Types
// enforce nothing, and need no policy.
const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
factory?.createPolicy("default", { createHTML: allowedHtml });
