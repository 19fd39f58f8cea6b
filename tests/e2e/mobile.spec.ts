import { expect, LEARNER, preferencesSaved, signInByApi, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("the mobile shell: menu drawer, second-level drawer, language drawer, bottom sheet logout", async ({ page }) => {
  await signInByApi(page.context().request, LEARNER);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Nawigacja dolna" })).toBeVisible();
  // The bottom bar comes after the page and its footer in the focus order, though it is drawn over the screen's end.
  const barFollowsPage = await page.evaluate(() => {
    const main = document.querySelector("main");
    const bar = document.querySelector('nav[aria-label="Nawigacja dolna"]');
    const footer = document.querySelector("footer");
    const follows = (a: Node | null, b: Node | null) =>
      Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    return follows(main, bar) && follows(footer, bar);
  });
  expect(barFollowsPage).toBe(true);

  // The hamburger opens the menu drawer with the profile tile.
  const hamburger = page.getByRole("button", { name: "Otwórz menu" });
  await hamburger.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByText("Anna Nowak")).toBeVisible();

  // Programs opens the second-level drawer; Back returns to the menu, the focus on Programs.
  await menu.getByRole("button", { name: "Programy" }).click();
  const programs = page.getByRole("dialog", { name: "Programy" });
  await expect(programs.getByRole("link", { name: "Wszystkie programy" })).toHaveAttribute("href", "/programs");
  await expect(programs.getByRole("link", { name: "Podstawy AI" })).toHaveAttribute("href", "/program/p-foundations");
  await programs.getByRole("button", { name: "Wstecz" }).click();
  await expect(programs).toBeHidden();
  await expect(menu.getByRole("button", { name: "Programy" })).toBeFocused();

  // The language drawer, named as on the desktop: choosing English is not applying it (WCAG 3.2.2); the
  // apply button turns the whole campus English (and saves it for the account) and returns to the menu.
  await menu.getByRole("button", { name: /Język interfejsu/ }).click();
  const languages = page.getByRole("dialog", { name: "Język interfejsu" });
  await expect(languages.getByRole("radio", { name: "Polski" })).toBeChecked();
  // The radio's input is visually hidden under its label, which takes the tap.
  await languages.getByText("English", { exact: true }).click();
  await expect(languages.getByRole("radio", { name: "English" })).toBeChecked();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  const savedEnglish = preferencesSaved(page);
  await languages.getByRole("button", { name: "Zastosuj" }).click();
  expect((await savedEnglish).status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Anna!" })).toBeAttached();
  await expect(languages).toBeHidden();
  const englishMenu = page.getByRole("dialog", { name: "Menu" });
  await expect(englishMenu.getByRole("button", { name: /Interface language/ })).toBeFocused();
  await expect(englishMenu.getByRole("button", { name: "Programs" })).toBeVisible();
  await expect(englishMenu.getByRole("switch", { name: "High contrast" })).toBeVisible();
  // Back to Polish, so the other journeys meet the learner's campus in Polish.
  await englishMenu.getByRole("button", { name: /Interface language/ }).click();
  const englishLanguages = page.getByRole("dialog", { name: "Interface language" });
  await englishLanguages.getByText("Polski", { exact: true }).click();
  const savedPolish = preferencesSaved(page);
  await englishLanguages.getByRole("button", { name: "Apply" }).click();
  expect((await savedPolish).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeAttached();
  await expect(languages).toBeHidden();
  // Focus returns to the menu drawer once the language drawer has gone; Escape then closes the menu.
  const menuDrawer = page.getByRole("dialog", { name: "Menu" });
  await expect.poll(() => menuDrawer.evaluate((drawer) => drawer.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(hamburger).toBeFocused();

  // The bottom bar's account button opens the sheet, and its logout signs out.
  await page.getByRole("navigation", { name: "Nawigacja dolna" }).getByRole("button", { name: "Konto" }).click();
  const sheet = page.getByRole("dialog", { name: "Konto" });
  await expect(sheet.getByText("Anna Nowak")).toBeVisible();
  await sheet.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Wylogowano pomyślnie")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Zaloguj się do Campus AI" })).toBeVisible();
});
