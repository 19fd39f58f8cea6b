import { createElement, type ReactNode } from "react";

/**
 * A sent answer's text, shown where the learner reads their own work (final work) and where a reviewer judges it
 * (the staff console's review): a floor of its own, as both areas show the same text the same way.
 *
 * The tags a sent answer's text may hold, as the server keeps them (apps/api final-work-html.ts) and the editor
 * makes them: anything else shows only its text.
 */
const shownTags = new Set(["p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "a"]);

/** Tags whose content is no text of the answer, dropped whole (as the server's sanitizer drops them). */
const droppedTags = new Set(["script", "style", "textarea", "option", "noscript", "template", "title"]);

/** Only a web address is followed; any other scheme (javascript:, data:) leaves the words unlinked. */
const isWebAddress = (href: string) => /^https?:\/\//i.test(href);

/**
 * The nodes of a parsed text as React elements, tag by allowed tag: no markup reaches the page as HTML (the
 * parsed document is inert, scripts and handlers in it never run), only elements React builds, without any
 * attribute but a link's address.
 */
function elementsOf(nodes: NodeListOf<ChildNode>, path: string, newTabHint?: string): ReactNode[] {
  return Array.from(nodes, (node, index) => {
    const key = `${path}.${index}`;
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const tag = node.nodeName.toLowerCase();
    if (droppedTags.has(tag)) return null;
    const children = elementsOf(node.childNodes, key, newTabHint);
    if (!shownTags.has(tag)) return children.length > 0 ? children : null;
    if (tag === "br") return <br key={key} />;
    if (tag === "a") {
      const href = (node as Element).getAttribute("href") ?? "";
      return isWebAddress(href) ? (
        <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
          {children}
          {newTabHint ? <span className="sr-only"> ({newTabHint})</span> : null}
        </a>
      ) : (
        <span key={key}>{children}</span>
      );
    }
    return createElement(tag, { key }, children.length > 0 ? children : null);
  });
}

/**
 * The parsed text's nodes: DOMParser's document is inert (the way the editor reads its content too). Never
 * `dangerouslySetInnerHTML`: the campus's Trusted Types policy refuses markup at `innerHTML`, and the text is
 * rebuilt from allowed tags whatever the server let through. `newTabHint` is said after each link's words to
 * screen readers ("opens in a new tab"), as the links open in one.
 */
export function answerTextElements(html: string, newTabHint?: string): ReactNode[] {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  return elementsOf(body.childNodes, "t", newTabHint);
}

/**
 * A sent answer's text as formatted, read-only text (paragraphs, lists, emphasis, links): what the learner
 * wrote, to be read, where the editor with its toolbar greyed out looked like something to be typed in.
 */
export function AnswerText({
  html,
  labelledBy,
  newTabHint,
}: {
  html: string;
  labelledBy?: string;
  /** Said to screen readers after each link's words, e.g. "opens in a new tab". */
  newTabHint?: string;
}) {
  return (
    <div
      {...(labelledBy ? { role: "group", "aria-labelledby": labelledBy } : {})}
      className={[
        "flex min-w-0 flex-col gap-3 rounded-control border border-border bg-surface p-4 text-body text-fg break-words",
        "[&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_li]:mt-1 [&_strong]:font-semibold",
        "[&_a]:text-accent-text [&_a]:underline [&_a]:outline-offset-2 [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-focus",
      ].join(" ")}
    >
      {answerTextElements(html, newTabHint)}
    </div>
  );
}
