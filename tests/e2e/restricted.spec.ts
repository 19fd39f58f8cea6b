import type { Locator, Page } from "@playwright/test";
import { expect, RESTRICTED, signInByApi, test } from "./fixtures";

/** Neither the links nor their addresses appear, whatever their names. */
async function expectNothingRestricted(page: Page, scope: Locator) {
  for (const name of ["Narzędzia", "Społeczność", "Benefity partnerów"]) {
    await expect(scope.getByRole("link", { name })).toHaveCount(0);
    await expect(scope.getByRole("button", { name })).toHaveCount(0);
  }
  for (const path of ["/tools", "/community", "/benefits"]) {
    await expect(page.locator(`a[href^="${path}"]`)).toHaveCount(0);
  }
}

test("the restricted learner sees no tools, benefits or community anywhere", async ({ page }) => {
  await signInByApi(page.context().request, RESTRICTED);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Ewa!" })).toBeVisible();

  // The desktop top bar keeps programs and about, and nothing else.
  const menu = page.getByRole("navigation", { name: "Menu główne" });
  await expect(menu.getByRole("button", { name: "Programy" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "O Campus AI" })).toBeVisible();
  await expectNothingRestricted(page, page.getByRole("banner"));
  await expectNothingRestricted(page, page.getByRole("main"));
  await expectNothingRestricted(page, page.getByRole("contentinfo"));

  // The mobile menu drawer and bottom bar alike.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Otwórz menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("button", { name: "Programy" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "O Campus AI" })).toBeVisible();
  await expectNothingRestricted(page, drawer);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expectNothingRestricted(page, page.getByRole("navigation", { name: "Nawigacja dolna" }));

  // An area typed by address says it is not part of the organization's plan, not that it does not exist.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/community");
  await expect(page.getByRole("heading", { level: 1, name: "Poza planem Twojej organizacji" })).toBeVisible();
  await expect(page).toHaveTitle("Poza planem Twojej organizacji – Campus AI");
  await expect(page.getByText(/Społeczność nie wchodzi w plan Campus AI Twojej organizacji/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nie znaleziono strony" })).toHaveCount(0);

  // The rank drawer says how ranks are reached, before what keeping one takes.
  await page.getByRole("button", { name: /^Twoja ranga/ }).click();
  const ranks = page.getByRole("dialog", { name: "Twoja ranga" });
  await expect(ranks.getByText(/Pełny dostęp do kampusu daje ukończenie onboardingu. Wyższe rangi/)).toBeVisible();
  await expect(ranks.getByText(/Utrzymanie rangi wymaga aktywnej subskrypcji/)).toBeVisible();
  await page.keyboard.press("Escape");

  // The server agrees: the organization's flags are enforced there too.
  const request = page.context().request;
  expect((await request.get("/api/tools")).status()).toBe(403);
  expect((await request.get("/api/community")).status()).toBe(403);
  expect((await request.get("/api/partners")).status()).toBe(403);
});
