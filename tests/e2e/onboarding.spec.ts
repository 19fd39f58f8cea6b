import { expect, NEWCOMER, signInOnPage, test } from "./fixtures";

test("the newcomer is walked through onboarding and lands on home", async ({ page }) => {
  await signInOnPage(page, NEWCOMER);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { level: 1, name: "Witaj w Campus" })).toBeVisible();
  await expect(page).toHaveTitle("Witaj w Campus – Campus AI");
  // Programs and About are in the menu for rank 1 too (SPEC section 2: always); any other page leads back here.
  const menu = page.getByRole("navigation", { name: "Menu główne" });
  await expect(menu.getByRole("button", { name: "Programy" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "O Campus AI" })).toBeVisible();
  await page.goto("/");
  await expect(page).toHaveURL(/\/onboarding$/);

  await expect(page.getByText("Krok 1 z 3")).toBeVisible();
  await page.getByRole("button", { name: "Dalej" }).click();
  await expect(page.getByText("Krok 2 z 3")).toBeVisible();
  // The next step's heading takes the focus, so a screen reader reads it.
  await expect(page.getByRole("heading", { level: 2, name: "Ucz się codziennie" })).toBeFocused();
  await page.getByRole("button", { name: "Dalej" }).press("Enter");
  await expect(page.getByText("Krok 3 z 3")).toBeVisible();
  await page.getByRole("button", { name: "Zakończ i zacznij naukę" }).click();

  // Completing raises the rank to 2: home, with the menu of the organization's items.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Piotr!" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Programy" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Narzędzia" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Społeczność" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "O Campus AI" })).toBeVisible();
  // And onboarding is over for good.
  await page.goto("/onboarding");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Piotr!" })).toBeVisible();
});
