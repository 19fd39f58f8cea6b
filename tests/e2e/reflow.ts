import type { Page } from "@playwright/test";

/**
 * WCAG 1.4.12's text spacing, as a learner's own style sheet (a browser extension) sets it: nothing may be lost.
 * The page's context needs `bypassCSP`, as such a style sheet is not the page's own.
 */
const textSpacing = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/**
 * What a page at its current width loses (WCAG 1.4.10 and, with `spaced`, 1.4.12): a page wider than the screen,
 * and any text or control cut off by a box that hides its overflow, the screen's edge included. A box that
 * scrolls keeps what overflows it within reach, and visually hidden text (`sr-only`) is meant to be clipped.
 * Returns one line per problem, naming the element by its text.
 */
export async function reflowProblems(page: Page, { spaced = false } = {}): Promise<string[]> {
  if (spaced) await page.addStyleTag({ content: textSpacing });
  return page.evaluate(() => {
    const problems: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > screenWidth) {
      problems.push(`the page is ${document.documentElement.scrollWidth}px wide on a ${screenWidth}px screen`);
    }
    // A box that hides its overflow cuts off what reaches past it; one that scrolls, along the width only: text
    // reached by scrolling sideways is what 1.4.10 rules out.
    const cuts = (element: Element, across: boolean) => {
      const { overflowX, overflowY } = getComputedStyle(element);
      const hides = (value: string) => value === "hidden" || value === "clip";
      return across ? overflowX !== "visible" : hides(overflowY);
    };
    const isHidden = (element: Element) =>
      element.closest(".sr-only, [hidden], [inert]") !== null || getComputedStyle(element).visibility === "hidden";
    const nameOf = (element: Element) => {
      const name = element.getAttribute("aria-label") ?? element.textContent ?? "";
      return `<${element.tagName.toLowerCase()}> "${name.trim().replace(/\s+/g, " ").slice(0, 50)}"`;
    };
    const shown = document.querySelectorAll(
      "a, button, input, textarea, select, h1, h2, h3, h4, label, p, li, svg text",
    );
    for (const element of shown) {
      if (isHidden(element) || getComputedStyle(element).position === "fixed") continue;
      const box = element.getBoundingClientRect();
      // Nothing to see, or visually hidden (react-aria's native inputs under a styled control are 1px boxes).
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -1 || box.right > screenWidth + 1) {
        problems.push(
          `${nameOf(element)} reaches past the screen (${Math.round(box.left)}–${Math.round(box.right)}px)`,
        );
        continue;
      }
      for (
        let container = element.parentElement ?? (element as SVGElement).ownerSVGElement;
        container;
        container = container.parentElement
      ) {
        if (container === document.body) continue;
        const edge = container.getBoundingClientRect();
        if (edge.width <= 1 || edge.height <= 1) break;
        const isCutAcross = cuts(container, true) && (box.left < edge.left - 1 || box.right > edge.right + 1);
        const isCutDown = cuts(container, false) && (box.top < edge.top - 1 || box.bottom > edge.bottom + 1);
        if (isCutAcross || isCutDown) {
          problems.push(`${nameOf(element)} is cut off by ${nameOf(container).slice(0, 40)}…`);
          break;
        }
      }
    }
    return problems;
  });
}
