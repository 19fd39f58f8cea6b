import { useEffect } from "react";

const ENTRY = '[aria-live] > [role="img"][aria-labelledby]';

/**
 * An entry none of whose label's ids is in the page: an unnamed image to a screen reader. One id missing of
 * several is not: a pending button with an `aria-label` is announced by its own id and its progress's, which
 * this Button never renders, and still has its name.
 */
const isOrphan = (entry: Element) =>
  (entry.getAttribute("aria-labelledby") ?? "")
    .split(/\s+/)
    .every((id) => id === "" || !entry.ownerDocument.getElementById(id));

let watching = false;

const removeOrphans: MutationCallback = (records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element && node.matches(ENTRY) && isOrphan(node)) node.remove();
    }
  }
};

/**
 * react-aria's first announcement on a page waits 100 ms for its live region to settle (for Safari), so a
 * button removed within those 100 ms has already cleaned up when its entry arrives, pointing at nothing. One
 * observer per page removes such an entry as it is added: a mutation observer runs before anything else can
 * read the page, so the entry is never there without its name. It watches react-aria's live region only (a
 * child of the body, made on the first announcement), not every change of the page.
 */
function watchForOrphans(document: Document) {
  if (watching || typeof MutationObserver === "undefined") return;
  watching = true;
  const entries = new MutationObserver(removeOrphans);
  const watchRegion = (node: Node) => {
    if (node instanceof HTMLElement && node.dataset.liveAnnouncer === "true") {
      entries.observe(node, { childList: true, subtree: true });
    }
  };
  for (const region of document.querySelectorAll("body > [data-live-announcer]")) watchRegion(region);
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(watchRegion);
  }).observe(document.body, { childList: true });
}

/**
 * react-aria-components' Button says a focused button went busy, or is done, through its live region: an entry
 * with role=img and aria-labelledby pointing at the button, kept about 7 s. A button removed meanwhile (its
 * request succeeded and the page moved on) leaves that entry pointing at nothing, an unnamed image to a screen
 * reader and an axe violation (role-img-alt). So the button takes its entries with it: what they would say
 * is about a button that is gone; and an entry that arrives after its button left is not let in.
 */
export function useAnnouncementsLeaveWithButton(buttonId: string) {
  useEffect(() => {
    watchForOrphans(document);
    return () => {
      for (const entry of document.querySelectorAll(ENTRY)) {
        if (entry.getAttribute("aria-labelledby")?.split(/\s+/).includes(buttonId)) entry.remove();
      }
    };
  }, [buttonId]);
}
