import type { Page } from "playwright";

/**
 * What axe cannot see in a forced-colours mode: Chromium draws a backplate in the system's Canvas colour behind
 * every line of text whose element leaves `forced-color-adjust` at `auto`, whatever background the element
 * has. Text set in HighlightText on a Highlight background then lands on that backplate, and in the common
 * palettes HighlightText is Canvas itself: the label vanishes into a box of its own colour (a hovered button, a
 * focused menu item). Such an element needs `forced-color-adjust: none` for the state it paints in the
 * selection pair. Returns one line per element whose own text has the backplate's colour.
 */
export async function forcedColorsProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const probe = document.createElement("span");
    probe.style.color = "Canvas";
    document.body.append(probe);
    const canvas = getComputedStyle(probe).color;
    probe.remove();
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || seen.has(element) || !node.textContent?.trim()) continue;
      seen.add(element);
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden") continue;
      if (element.closest(".sr-only, [hidden]")) continue;
      if (style.forcedColorAdjust !== "none" && style.color === canvas) {
        const text = node.textContent.trim().replace(/\s+/g, " ").slice(0, 40);
        problems.push(`"${text}" (<${element.tagName.toLowerCase()}>) is drawn in Canvas on Canvas's backplate`);
      }
    }
    return problems;
  });
}
