import type { Page } from "@playwright/test";
import { expect, preferencesSaved, RESTRICTED, savePreferences, signInByApi, signInOnPage, test } from "./fixtures";

// These journeys change the restricted learner's preferences (no other journey needs theirs) and put them
// back to Polish and light afterwards, so later journeys meet the campus as it starts.
test.afterEach(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  await signInByApi(api, RESTRICTED);
  await savePreferences(api, { language: "pl", theme: "light" });
  await api.dispose();
});

/** Runs at document start: records the theme the page had when its body was first inserted (before the first paint). */
function recordThemeAtFirstPaint() {
  const page = window as unknown as { themeAtFirstPaint?: string | null };
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    page.themeAtFirstPaint = document.documentElement.dataset.theme ?? null;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

const themeAtFirstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { themeAtFirstPaint?: string | null }).themeAtFirstPaint);

/** English and high contrast, chosen in the top bar, each saved for the account. */
async function chooseEnglishAndHighContrast(page: Page) {
  const languageSaved = preferencesSaved(page);
  await page.getByRole("button", { name: /Język interfejsu/ }).click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  expect((await languageSaved).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Ewa!" })).toBeVisible();
  const themeSaved = preferencesSaved(page);
  await page.getByRole("button", { name: "High contrast" }).click();
  expect((await themeSaved).status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "high-contrast");
}

async function expectEnglishAndHighContrast(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Ewa!" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "high-contrast");
  expect(await page.evaluate(() => [localStorage.getItem("i18nextLng"), localStorage.getItem("darkMode")])).toEqual([
    "en",
    "true",
  ]);
  expect((await page.context().cookies()).find((cookie) => cookie.name === "campus_lang")?.value).toBe("en");
}

test("language and contrast survive a reload, the contrast applied before the first paint", async ({ page }) => {
  await page.context().addInitScript(recordThemeAtFirstPaint);
  await signInByApi(page.context().request, RESTRICTED);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Ewa!" })).toBeVisible();
  expect(await themeAtFirstPaint(page)).toBe("light");

  await chooseEnglishAndHighContrast(page);
  await expect(page.getByRole("button", { name: "High contrast" })).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await expectEnglishAndHighContrast(page);
  await expect(page.getByRole("button", { name: "High contrast" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: /Interface language/ })).toBeVisible();
  // The boot script in index.html applied the stored theme before <body> existed: no light flash.
  expect(await themeAtFirstPaint(page)).toBe("high-contrast");
});

test("preferences chosen in one browser apply in another after sign-in", async ({ page, newContext }) => {
  // Browser A: the learner chooses English and high contrast.
  await signInByApi(page.context().request, RESTRICTED);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Ewa!" })).toBeVisible();
  await chooseEnglishAndHighContrast(page);

  // Browser B, with nothing stored, signs in on the (Polish, light) login page and touches nothing else.
  const other = await (await newContext()).newPage();
  await other.goto("/login");
  await expect(other.locator("html")).toHaveAttribute("lang", "pl");
  await expect(other.locator("html")).toHaveAttribute("data-theme", "light");
  await signInOnPage(other, RESTRICTED);
  await expectEnglishAndHighContrast(other);
  // Greeted in the language the campus now shows.
  await expect(other.getByRole("region", { name: "Messages" }).getByText("Login successful")).toBeVisible();
});

test("?lang=en wins over the account's and the browser's Polish, and becomes the stored choice", async ({ page }) => {
  await signInByApi(page.context().request, RESTRICTED);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Ewa!" })).toBeVisible();

  const languageSaved = preferencesSaved(page);
  await page.goto("/?lang=en");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Ewa!" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect((await languageSaved).status()).toBe(200);
  // Without the parameter the choice stays: on this device and with the account.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Ewa!" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
});
