import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { completeLessonsByApi, expect, signInByApi, test } from "./fixtures";

/**
 * The closed test on the demo seed, as tester@ (rank 2, nothing started, used by no other journey) meets it.
 * Every seeded test has the same four questions: the right answers are "Program przewidujący tekst", both
 * AI tools, "Tak" and "Fakty i źródła". "Wprowadzenie do AI" (c-intro) needs 75% and gives a certificate;
 * "Pisanie promptów" (c-prompting) needs 50% and gives none; the automation course (c-automation) and
 * "Prawo AI w Polsce" (c-polish-law) serve the reload and the offline check. A test opens once its course's
 * lessons are completed (issue 40): the first journey meets that; the others complete them through the API.
 */
const TESTER = "tester@example.com";

type Answers = [string, string[], string, string];
const right: Answers = ["Program przewidujący tekst", ["Generator obrazów", "Asystent czatu"], "Tak", "Fakty i źródła"];
const wrong: Answers = ["Baza danych", ["Kalkulator mechaniczny"], "Nie", "Tylko długość"];

const position = (page: Page, current: number) => expect(page.getByText(`Pytanie ${current} z 4`)).toBeVisible();

/** Answers question `index` (from 0) on screen: a radio for single choice, checkboxes for multiple. */
async function answer(page: Page, index: number, answers: Answers) {
  await position(page, index + 1);
  const chosen = answers[index] as string | string[];
  // The answer's row is what a learner clicks (the input itself is visually hidden inside it).
  for (const label of Array.isArray(chosen) ? chosen : [chosen]) {
    await page.getByText(label, { exact: true }).click();
    await expect(page.getByRole(Array.isArray(chosen) ? "checkbox" : "radio", { name: label })).toBeChecked();
  }
}

/** Answers every question, moving on with Next, and ends the test through its confirmation. */
async function takeTest(page: Page, answers: Answers) {
  for (const index of [0, 1, 2, 3]) {
    await answer(page, index, answers);
    if (index < 3) await page.getByRole("button", { name: "Dalej" }).click();
  }
  await endTest(page);
}

async function endTest(page: Page) {
  await page.getByRole("button", { name: "Zakończ test" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Zakończyć test?" });
  await dialog.getByRole("button", { name: "Zakończ test" }).click();
}

/** Counts the checks the page sends. */
function countChecks(page: Page): () => number {
  let checks = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/api/closed-test/check/")) checks++;
  });
  return () => checks;
}

test("before the lessons the test says what is left, with the next lesson; after them it starts", async ({
  page,
  watch,
}) => {
  await signInByApi(page.context().request, TESTER);
  // The server refuses the test while lessons are left (issue 40): the page says how many, not a start button.
  watch.expectFailure({ path: "/api/closed-test/c-intro", status: 403 });
  await page.goto("/course-test/c-intro");
  await expect(page.getByRole("heading", { level: 1, name: "Test otworzy się po lekcjach" })).toBeVisible();
  await expect(page.getByText("Zostało 6 lekcji")).toBeVisible();
  await expect(page.getByRole("button", { name: "Rozpocznij test" })).toHaveCount(0);
  const next = page.getByRole("link", { name: "Przejdź do następnej lekcji" });
  await expect(next).toHaveAttribute("href", "/course/c-intro?lesson=c-intro-l1");
  await next.click();
  await expect(page).toHaveURL(/\/course\/c-intro\?lesson=c-intro-l1$/);
  // Not joined yet: the course page offers to join and open that lesson.
  await page
    .getByRole("dialog", { name: "Dołącz do kursu" })
    .getByRole("button", { name: "Dołącz i otwórz lekcję" })
    .click();
  await expect(page.getByRole("article", { name: "Czym jest sztuczna inteligencja?" })).toBeVisible();

  // The lessons completed (through the API), the test opens and starts at once: the course is joined.
  await completeLessonsByApi(page.context().request, "c-intro");
  await page.goto("/course-test/c-intro");
  await expect(page.getByRole("heading", { level: 1, name: "Wprowadzenie do AI" })).toBeVisible();
  await page.getByRole("button", { name: "Rozpocznij test" }).click();
  await position(page, 1);
  await expect(page.getByRole("dialog", { name: "Dołącz do kursu" })).toHaveCount(0);
});

test("a learner fails the introduction's test, retakes it, passes and downloads the certificate", async ({ page }) => {
  await signInByApi(page.context().request, TESTER);
  await completeLessonsByApi(page.context().request, "c-intro");
  await page.goto("/course-test/c-intro");
  await expect(page.getByRole("heading", { level: 1, name: "Wprowadzenie do AI" })).toBeVisible();
  await expect(page).toHaveTitle("Test: Wprowadzenie do AI – Campus AI");
  await expect(page.getByText("Próg zaliczenia: 75%")).toBeVisible();
  await expect(page.getByText("Test zajmie maksymalnie 20 minut")).toBeVisible();
  await expect(page.getByText("Możesz go powtarzać bez limitu")).toBeVisible();

  // The lessons done, the course is joined: Start starts the test.
  await page.getByRole("button", { name: "Rozpocznij test" }).click();
  await position(page, 1);
  await expect(page.getByText("Wybierz jedną odpowiedź")).toBeVisible();
  // The attempt's time runs beside the position, against the 20 minutes.
  await expect(page.getByText(/^Czas: 00:0\d z 20:00$/)).toBeVisible();

  const checked = page.waitForResponse((response) => response.url().includes("/api/closed-test/check/c-intro"));
  await takeTest(page, wrong);
  await expect(page.getByRole("heading", { name: "Wynik testu" })).toBeFocused();
  await expect(page.getByText("Test niezaliczony", { exact: true })).toBeVisible();
  await expect(page.getByText("Poprawne odpowiedzi: 0 z 4")).toBeVisible();
  // A failed test names what to review and where, never the right answers: neither on screen nor in the answer.
  expect(await (await checked).text()).not.toMatch(/correctAnswers/);
  const review = page.getByRole("region", { name: "Do powtórki" });
  await expect(review.getByText("Pytania z błędną odpowiedzią lub bez odpowiedzi: 4 z 4.")).toBeVisible();
  await expect(review.getByText("Twoja odpowiedź: Baza danych")).toBeVisible();
  await expect(review.getByRole("link", { name: /^Powtórz lekcję: / })).toHaveCount(4);
  await expect(review.getByRole("link", { name: "Powtórz lekcję: Sprawdzanie odpowiedzi" })).toHaveAttribute(
    "href",
    "/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s2",
  );
  await expect(page.getByText(/Poprawna odpowiedź/)).toHaveCount(0);
  await expect(page.getByText("Program przewidujący tekst")).toHaveCount(0);

  // The retake starts from the beginning with the same questions and pass mark.
  await page.getByRole("button", { name: "Rozwiąż ponownie" }).click();
  await expect(page.getByText("Próg zaliczenia: 75%")).toBeVisible();
  await page.getByRole("button", { name: "Rozpocznij test" }).click();
  await takeTest(page, right);
  await expect(page.getByText("Test zaliczony", { exact: true })).toBeVisible();
  await expect(page.getByText("Poprawne odpowiedzi: 4 z 4")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Pobierz certyfikat" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Certyfikat – Wprowadzenie do AI – \d{4}-\d{2}-\d{2}\.png$/);
  const bytes = await readFile((await file.path()) as string);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await expect(page.getByText("Certyfikat wygenerowany")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a failed test leads back to the lesson of a question answered wrongly", async ({ page }) => {
  await signInByApi(page.context().request, TESTER);
  await completeLessonsByApi(page.context().request, "c-office");
  await page.goto("/course-test/c-office");
  await page.getByRole("button", { name: "Rozpocznij test" }).click();
  await takeTest(page, wrong);
  await expect(page.getByText("Test niezaliczony", { exact: true })).toBeVisible();
  const lesson = page.getByRole("region", { name: "Do powtórki" }).getByRole("link").first();
  const title = ((await lesson.textContent()) ?? "").replace(/^Powtórz lekcję: /, "");
  await lesson.click();
  await expect(page).toHaveURL(/\/course\/c-office\?lesson=c-office-l1$/);
  await expect(page.getByRole("heading", { name: title }).first()).toBeVisible();
});

test("a learner passes the prompting test and finishes the course without a certificate", async ({ page }) => {
  await signInByApi(page.context().request, TESTER);
  await completeLessonsByApi(page.context().request, "c-prompting");
  await page.goto("/course-test/c-prompting");
  await expect(page.getByRole("heading", { level: 1, name: "Pisanie promptów" })).toBeVisible();
  await expect(page.getByText("Próg zaliczenia: 50%")).toBeVisible();
  await expect(page.getByText("Po zdaniu testu pobierzesz certyfikat")).toHaveCount(0);
  await page.getByRole("button", { name: "Rozpocznij test" }).click();
  await takeTest(page, right);
  await expect(page.getByText("Test zaliczony", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pobierz certyfikat" })).toHaveCount(0);
  await page.getByRole("button", { name: "Zakończ kurs" }).click();
  await expect(page.getByText("Kurs ukończony")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const course = await page.context().request.get("/api/course/c-prompting");
  expect((await course.json()).data.progress.finishedAt).toBeTruthy();
});

test("a test answered half-way survives a reload, and signing out takes it off the device", async ({ page }) => {
  await signInByApi(page.context().request, TESTER);
  await completeLessonsByApi(page.context().request, "c-automation");
  await page.goto("/course-test/c-automation");
  await page.getByRole("button", { name: "Rozpocznij test" }).click();
  await answer(page, 0, right);
  await page.getByRole("button", { name: "Dalej" }).click();
  await answer(page, 1, right);
  await page.getByRole("button", { name: "Dalej" }).click();
  await position(page, 3);

  await page.reload();
  await position(page, 3);
  await page.getByRole("button", { name: "Wstecz" }).click();
  await position(page, 2);
  await expect(page.getByRole("checkbox", { name: "Generator obrazów" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Asystent czatu" })).toBeChecked();
  await page.getByRole("button", { name: "Wstecz" }).click();
  await expect(page.getByRole("radio", { name: "Program przewidujący tekst" })).toBeChecked();
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("closedTest:")));
  expect(kept).toEqual([expect.stringMatching(/:c-automation$/)]);

  // Signing out takes the answers off this device.
  await page.getByRole("button", { name: /menu konta/ }).click();
  await page.getByRole("menuitem", { name: "Wyloguj się" }).click();
  await expect(page).toHaveURL(/\/login/);
  const left = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("closedTest:")));
  expect(left).toEqual([]);
});

test("a test checked while offline is checked once when the connection returns", async ({ page, context }) => {
  await signInByApi(context.request, TESTER);
  await completeLessonsByApi(context.request, "c-polish-law");
  await page.goto("/course-test/c-polish-law");
  await page.getByRole("button", { name: "Rozpocznij test" }).click();
  const checks = countChecks(page);
  for (const index of [0, 1, 2, 3]) {
    await answer(page, index, right);
    if (index < 3) await page.getByRole("button", { name: "Dalej" }).click();
  }

  await context.setOffline(true);
  await endTest(page);
  await expect(page.getByText("Jesteś offline: odpowiedzi zostaną wysłane, gdy połączenie wróci.")).toBeVisible();
  await page.waitForTimeout(1000);
  expect(checks()).toBe(0);

  await context.setOffline(false);
  await expect(page.getByText("Test zaliczony", { exact: true })).toBeVisible();
  await expect(page.getByText("Poprawne odpowiedzi: 4 z 4")).toBeVisible();
  expect(checks()).toBe(1);
});
