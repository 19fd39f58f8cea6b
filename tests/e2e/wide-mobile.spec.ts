import type { Locator, Page } from "@playwright/test";
import { expect, LEARNER, signInByApi, test } from "./fixtures";

/**
 * Between a tablet and the desktop breakpoint (768-1299px: a tablet, a 1280 x 800 laptop, a zoomed browser) the
 * mobile shell is laid out for the width (issue 44): a course's and home's covers sit beside their text, so the
 * primary action is in the first screen, and the bottom bar keeps its three items together. Read-only on learner@.
 */
const widths = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];

async function expectInFirstScreen(page: Page, action: Locator) {
  await expect(action).toBeVisible();
  const box = await action.boundingBox();
  const bar = await page.getByRole("navigation", { name: "Nawigacja dolna" }).boundingBox();
  expect(box, "the action has a box").not.toBeNull();
  expect(bar, "the bottom bar shows").not.toBeNull();
  // Above the bottom bar, which covers the screen's end, without scrolling.
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
}

for (const size of widths) {
  test(`at ${size.width} x ${size.height} the primary actions are in the first screen and the bottom bar keeps together`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInByApi(page.context().request, LEARNER);

    await page.goto("/course/c-intro");
    const status = page.getByRole("region", { name: "Twój postęp" });
    await expectInFirstScreen(page, status.getByRole("button").or(status.getByRole("link")).first());

    await page.goto("/");
    const starting = page
      .getByRole("region")
      .filter({ hasText: /Zacznij tutaj|Kontynuuj naukę|Twój następny krok/ })
      .first();
    await expectInFirstScreen(page, starting.getByRole("link").or(starting.getByRole("button")).last());

    const items = page.getByRole("navigation", { name: "Nawigacja dolna" }).getByRole("listitem");
    const first = await items.first().boundingBox();
    const last = await items.last().boundingBox();
    const spread = (last?.x ?? 0) + (last?.width ?? 0) - (first?.x ?? 0);
    expect(spread, "the three items stay within 32rem").toBeLessThanOrEqual(512);
    const middle = (first?.x ?? 0) + spread / 2;
    expect(Math.abs(middle - size.width / 2), "and sit in the middle").toBeLessThanOrEqual(2);
  });
}
