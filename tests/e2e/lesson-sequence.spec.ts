import type { Page } from "@playwright/test";
import { csrfHeader, expect, signInByApi, test } from "./fixtures";

/**
 * The lessons of "Wprowadzenie do AI" (`c-intro`) one after another, as stepper@ (rank 2, used by no other journey)
 * walks them: previous and next through the course's order, a lesson's parts as steps of their own; what finishing
 * opens, said before finishing; and the moment after finishing, on arrival in the next lesson, said once.
 */
const STEPPER = "stepper@example.com";
const COURSE = "/course/c-intro";

const lesson = (page: Page, title: string) => page.getByRole("article", { name: title });
const pager = (page: Page, title: string) =>
  lesson(page, title).getByRole("navigation", { name: "Poprzednia i następna lekcja" });
const announcement = (page: Page) => page.locator("[data-campus-announcer]");

test("a learner walks the lessons by previous and next, and finishing says what was done and what is next", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const request = page.context().request;
  await signInByApi(request, STEPPER);
  expect(
    (await request.post("/api/course/join/c-intro", { data: {}, headers: await csrfHeader(request) })).status(),
  ).toBe(200);

  // The first lesson: no previous one; next is the reading.
  await page.goto(`${COURSE}?lesson=c-intro-l1`);
  const first = pager(page, "Czym jest sztuczna inteligencja?");
  await expect(first.getByRole("link")).toHaveCount(1);
  await first.getByRole("link", { name: /Następna/ }).click();
  await expect(page).toHaveURL(/lesson=c-intro-l2$/);
  await expect(lesson(page, "Jak uczą się modele").getByRole("heading", { level: 2 })).toBeFocused();

  // And back, by the previous link; Back in the browser returns along the same way.
  await pager(page, "Jak uczą się modele")
    .getByRole("link", { name: /Poprzednia/ })
    .click();
  await expect(page).toHaveURL(/lesson=c-intro-l1$/);
  await expect(lesson(page, "Czym jest sztuczna inteligencja?").getByRole("heading", { level: 2 })).toBeFocused();
  await page.goBack();
  await expect(lesson(page, "Jak uczą się modele")).toBeVisible();
  await page.goBack();
  const video = lesson(page, "Czym jest sztuczna inteligencja?");

  // Before finishing, the action says what comes next; finishing opens it with the moment of having finished.
  await expect(video.getByText("Dalej: Jak uczą się modele")).toBeVisible();
  await video.getByRole("button", { name: "Ukończ lekcję" }).click();
  await expect(page).toHaveURL(/lesson=c-intro-l2$/);
  const reading = lesson(page, "Jak uczą się modele");
  await expect(reading.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(
    reading.getByText("Ukończono „Czym jest sztuczna inteligencja?” (1 z 6 lekcji). Dalej: Jak uczą się modele"),
  ).toBeVisible();
  await expect(announcement(page)).toHaveText("Lekcja ukończona (1 z 6). Dalej: Jak uczą się modele");
  // The moment is said once: a reload of the same lesson does not repeat it.
  await page.reload();
  await expect(lesson(page, "Jak uczą się modele").getByRole("heading", { level: 2 })).toBeVisible();
  await expect(lesson(page, "Jak uczą się modele").getByText(/^Ukończono/)).toHaveCount(0);

  // A lesson made of parts: its introduction is a step, then each part.
  await page.goto(`${COURSE}?lesson=c-intro-l3`);
  await pager(page, "Krótka historia AI")
    .getByRole("link", { name: /Następna/ })
    .click();
  await expect(page).toHaveURL(/lesson=c-intro-l4$/);
  const parts = pager(page, "Praca z AI krok po kroku");
  await expect(parts.getByRole("link", { name: /Poprzednia/ })).toContainText("Krótka historia AI");
  await parts.getByRole("link", { name: /Następna/ }).click();
  await expect(page).toHaveURL(/lesson=c-intro-l4&sublesson=c-intro-l4-s1$/);
  const part = pager(page, "Dobre pytania do modelu");
  await expect(part.getByRole("link", { name: /Poprzednia/ })).toContainText("Praca z AI krok po kroku");
  await expect(part.getByRole("link", { name: /Następna/ })).toContainText("Sprawdzanie odpowiedzi");

  // Finishing a part: the next part opens, said as a part done.
  await lesson(page, "Dobre pytania do modelu").getByRole("button", { name: "Ukończ lekcję" }).click();
  await expect(page).toHaveURL(/sublesson=c-intro-l4-s2$/);
  await expect(
    lesson(page, "Sprawdzanie odpowiedzi").getByText(
      "Ukończono część „Dobre pytania do modelu”. Dalej: Sprawdzanie odpowiedzi",
    ),
  ).toBeVisible();
  await expect(announcement(page)).toHaveText(
    "Część ukończona. Ukończone lekcje: 1 z 6. Dalej: Sprawdzanie odpowiedzi",
  );

  // The last lesson: no next one. Earlier lessons are still to do: finishing it goes back to where the course
  // stands, the part after the one just finished.
  await page.goto(`${COURSE}?lesson=c-intro-l6`);
  const last = pager(page, "Test wewnętrzny");
  await expect(last.getByRole("link")).toHaveCount(1);
  await expect(last.getByRole("link", { name: /Poprzednia/ })).toContainText("Quiz: pojęcia");
  await expect(lesson(page, "Test wewnętrzny").getByText("Dalej: Sprawdzanie odpowiedzi")).toBeVisible();
});
