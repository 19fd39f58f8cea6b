import type { Page } from "@playwright/test";
import { expect, LEARNER, signInByApi, test } from "./fixtures";

/**
 * Pages do not jump while they load (issue 44): with the page's data held back, as a slow network holds it, the
 * skeleton shows first and the page replaces it without moving what is already on the screen. The shell's footer
 * was the culprit on the course and lesson pages (0.08 alone): it showed at the bottom of the first screen under
 * the skeleton and jumped away. The measure is the browser's own (the Layout Instability API), summed over the
 * load as CLS sums it for a page this short; 0.02 is a fifth of what Web Vitals calls good.
 */
const HELD_BACK_MS = 800;
const PAGES = [
  { address: "/course/c-intro", heading: "Wprowadzenie do AI" },
  { address: "/course/c-intro?lesson=c-intro-l2", heading: "Wprowadzenie do AI" },
  { address: "/", heading: /Cześć, / },
];

/** Every layout shift of the page since it started loading, with what moved. */
function shiftsOf(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        const shifts: { value: number; moved: string[] }[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const moved = (entry.sources ?? []).map((source) => {
              const node = source.node;
              return node instanceof Element ? `${node.localName}.${node.className}` : String(node?.nodeName);
            });
            shifts.push({ value: entry.value, moved });
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(shifts), 500);
      }),
  );
}

test("the course, a lesson and home load without moving what is on the screen", async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page.context().request, LEARNER);
  await page.route(/\/api\/(course\/|module\/|homepage-data)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HELD_BACK_MS));
    await route.continue();
  });
  for (const { address, heading } of PAGES) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const shifts = await shiftsOf(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `${address} moved: ${JSON.stringify(shifts)}`).toBeLessThan(0.02);
  }
});
