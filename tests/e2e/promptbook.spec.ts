import type { Page } from "@playwright/test";
import { csrfHeader, expect, signInByApi, test } from "./fixtures";

/**
 * The home tutorial and the Promptbook, on guide@: the one demo account that has not seen the tutorial, whose
 * home no other journey looks at. The tutorial journey runs first, since it needs guide@'s first visit of home.
 */
const GUIDE = "guide@example.com";

const tutorial = (page: Page) => page.getByRole("dialog", { name: "Witaj w Campus AI, Julia!" });

test("the tutorial shows once, on the first visit of home, and neither a reload nor another device shows it again", async ({
  page,
  newContext,
}) => {
  await signInByApi(page.context().request, GUIDE);
  const remembered = page.waitForResponse(
    (response) => response.url().endsWith("/api/auth/tutorial-seen") && response.request().method() === "PUT",
  );
  await page.goto("/");
  await expect(tutorial(page)).toBeVisible();
  await expect(tutorial(page).getByText("Krok 1 z 4")).toBeVisible();
  expect((await remembered).status()).toBe(200);
  // Through the steps to the end, as a learner does; each step's title names the dialog.
  for (const step of ["Kursy i programy", "Lekcje we własnym tempie", "Twój Promptbook"]) {
    await page.getByRole("dialog").getByRole("button", { name: "Dalej" }).click();
    await expect(page.getByRole("dialog", { name: step })).toBeVisible();
  }
  await page.getByRole("dialog").getByRole("button", { name: "Zaczynamy" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Julia!" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Another device signs in afresh: the account remembers.
  const other = await newContext();
  await signInByApi(other.request, GUIDE);
  const phone = await other.newPage();
  await phone.goto("/");
  await expect(phone.getByRole("heading", { level: 1, name: "Cześć, Julia!" })).toBeVisible();
  await expect(phone.getByRole("dialog")).toHaveCount(0);
});

test("a prompt saved in a lesson is in the Promptbook with its lesson, and can be copied, deleted and brought back", async ({
  page,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const request = page.context().request;
  await signInByApi(request, GUIDE);
  expect(
    (await request.post("/api/course/join/c-intro", { data: {}, headers: await csrfHeader(request) })).status(),
  ).toBe(200);

  // The reading's own prompt, saved by its card's button.
  await page.goto("/course/c-intro?lesson=c-intro-l2");
  const reading = page.getByRole("article", { name: "Jak uczą się modele" });
  const promptCard = reading.getByRole("figure", { name: "Prompt do wypróbowania" });
  const prompt = (await promptCard.locator("pre").textContent()) ?? "";
  expect(prompt).toMatch(/^Jesteś doświadczonym nauczycielem\./);
  await promptCard.getByRole("button", { name: "Zapisz w Promptbooku" }).click();
  await expect(page.getByText("Prompt zapisany w Promptbooku.")).toBeVisible();

  // The Promptbook, from the user menu.
  await page.getByRole("button", { name: /Julia.*menu konta/ }).click();
  await page.getByRole("menuitem", { name: "Mój Promptbook" }).click();
  await expect(page).toHaveURL(/\/promptbook$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mój Promptbook" })).toBeFocused();
  await expect(page).toHaveTitle("Mój Promptbook – Campus AI");
  const card = page.getByRole("article", { name: "Jak uczą się modele" });
  await expect(card.getByText("Wprowadzenie do AI")).toBeVisible();
  await expect(card.getByText(prompt)).toBeVisible();

  // Copied to the clipboard, exactly.
  await card.getByRole("button", { name: "Kopiuj" }).click();
  await expect(page.getByText("Prompt skopiowany do schowka.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt);

  // The way back to its lesson.
  await card.getByRole("link", { name: "Otwórz lekcję" }).click();
  await expect(page).toHaveURL(/\/course\/c-intro\?lesson=c-intro-l2$/);
  await expect(page.getByRole("article", { name: "Jak uczą się modele" })).toBeVisible();
  await page.goBack();

  // Deleted, then brought back by the toast's undo, with its lesson; it stays after a reload.
  await page.getByRole("article", { name: "Jak uczą się modele" }).getByRole("button", { name: "Usuń" }).click();
  await expect(page.getByRole("article", { name: "Jak uczą się modele" })).toHaveCount(0);
  await expect(page.getByText("Prompt usunięty z Promptbooka.")).toBeVisible();
  await page.getByRole("button", { name: "Cofnij" }).click();
  await expect(page.getByText("Prompt przywrócony.")).toBeVisible();
  await expect(page.getByRole("article", { name: "Jak uczą się modele" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("article", { name: "Jak uczą się modele" }).getByText(prompt)).toBeVisible();

  // Deleted for good: the empty Promptbook says how to save a prompt.
  await page.getByRole("article", { name: "Jak uczą się modele" }).getByRole("button", { name: "Usuń" }).click();
  await expect(page.getByText("Prompt usunięty z Promptbooka.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Twój Promptbook jest jeszcze pusty" })).toBeVisible();
});
