import { expect, LEARNER, PASSWORD, signInOnPage, test } from "./fixtures";

test("the learner signs in on the login page and lands on home with the toast", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Zaloguj się do Campus AI" })).toBeVisible();
  // Each page says what it is in the title, which a screen reader reads first and a tab shows (WCAG 2.4.2).
  await expect(page).toHaveTitle("Logowanie – Campus AI");
  await page.getByRole("textbox", { name: "Adres e-mail", exact: true }).fill(LEARNER);
  await page.getByRole("textbox", { name: "Hasło", exact: true }).fill(PASSWORD);
  await page.getByRole("textbox", { name: "Hasło", exact: true }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle("Strona główna – Campus AI");
  await expect(page.getByRole("region", { name: "Komunikaty" }).getByText("Zalogowano pomyślnie")).toBeVisible();
  // The login page is for learners without a session.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
});

test("a signed-out learner who opened a page is brought back to it after signing in", async ({ page }) => {
  await page.goto("/some/page?x=1");
  await expect(page).toHaveURL(/\/login$/);
  await signInOnPage(page, LEARNER);
  await expect(page).toHaveURL(/\/some\/page\?x=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Nie znaleziono strony" })).toBeVisible();
  await expect(page).toHaveTitle("Nie znaleziono strony – Campus AI");
});

test("a wrong password is said on the form and nothing else happens", async ({ page, watch }) => {
  // The refused password answers 401, which Chromium logs as a console error: expected here, and only this one.
  watch.expectFailure({ path: "/api/auth/authorize", status: 401 });
  await signInOnPage(page, LEARNER, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Nieprawidłowy adres e-mail lub hasło.");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("textbox", { name: "Hasło", exact: true })).toHaveValue("");
  await expect(page.getByText("Zalogowano pomyślnie")).toHaveCount(0);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("campus_authorized");
});
