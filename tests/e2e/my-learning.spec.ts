import { expect, READY, signInByApi, test } from "./fixtures";

/*
 * My learning, as ready@ sees it (every lesson of c-intro and c-final-single done, neither ending taken; the
 * journey only reads): reached from the user menu on the desktop and the account sheet on a phone, both courses
 * ready for the ending with their counts, and the way to the closed test opens it.
 */

test("the user menu leads to my learning, whose ready course leads to its closed test", async ({ page }) => {
  // Three pages (home, my learning, the closed test), each loading its own chunks on the journey's first visit.
  test.setTimeout(60_000);
  await signInByApi(page.context().request, READY);
  await page.goto("/");
  await page.getByRole("button", { name: /menu konta/ }).click();
  await page.getByRole("menuitem", { name: "Moja nauka" }).click();

  await expect(page).toHaveURL(/\/my-learning$/);
  await expect(page.getByRole("heading", { level: 1, name: "Moja nauka" })).toBeVisible();
  await expect(page).toHaveTitle("Moja nauka – Campus AI");
  // Nothing is in progress or completed: the one part shown is the courses waiting for their ending.
  await expect(page.getByRole("region", { name: /^W trakcie/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /^Ukończone/ })).toHaveCount(0);
  const ready = page.getByRole("region", { name: /^Gotowe do zakończenia/ });
  await expect(ready.getByRole("article")).toHaveCount(2);

  // The counts agree with the course page's: six lessons of six, the test still ahead.
  const intro = ready.getByRole("article", { name: "Wprowadzenie do AI" });
  await expect(intro.getByText("Ukończone lekcje: 6 z 6")).toBeVisible();
  const finalWork = ready.getByRole("article", { name: "Projekt: asystent AI" });
  await expect(
    finalWork.getByRole("link", { name: "Przejdź do pracy końcowej: Projekt: asystent AI" }),
  ).toHaveAttribute("href", "/course-final-work/c-final-single");

  await intro.getByRole("link", { name: "Przystąp do testu zamkniętego: Wprowadzenie do AI" }).click();
  await expect(page).toHaveURL(/\/course-test\/c-intro$/);
  await expect(page.getByRole("heading", { level: 1, name: "Wprowadzenie do AI" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Rozpocznij test" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the account sheet leads to my learning", async ({ page }) => {
    await signInByApi(page.context().request, READY);
    await page.goto("/");
    await page.getByRole("navigation", { name: "Nawigacja dolna" }).getByRole("button", { name: "Konto" }).click();
    await page.getByRole("dialog", { name: "Konto" }).getByRole("link", { name: "Moja nauka" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Moja nauka" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Konto" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: /^Gotowe do zakończenia/ }).getByRole("article")).toHaveCount(2);
  });
});
