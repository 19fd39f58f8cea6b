import sanitizeHtml from "sanitize-html";

/**
 * What a final work's text may hold: paragraphs, line breaks, lists, emphasis and links to http(s) addresses,
 * which is all the campus's editor makes. Anything else (scripts, styles, event handlers, other schemes) is
 * dropped before the text is stored, so every reader of it (the campus, staff, the CLI) gets only this.
 */
const allowlist: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "a"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // A link always opens apart from the campus and tells the target nothing of it.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: "_blank",
        rel: "noopener noreferrer nofollow",
      },
    }),
  },
};

/** The text of a final work as it may be stored. */
export function sanitizeAnswerHtml(html: string): string {
  return sanitizeHtml(html, allowlist).trim();
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The characters a reader sees, which is what the limit counts (the editor counts the same): markup is not
 * the learner's text, so 5000 characters in bold fit as well as 5000 plain ones.
 */
export function visibleLength(html: string): number {
  const text = sanitizeHtml(html.replace(/<\/(p|li)>/g, " "), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith("#") ? "x" : (entities[name.toLowerCase()] ?? whole),
    )
    .replace(/\s+/g, " ")
    .trim().length;
}
