import type { APIRequestContext, Page } from "@playwright/test";
import { completeLessonsByApi, csrfHeader, expect, STAFF, signInByApi, test } from "./fixtures";

/** A fresh demo account of its own: no other journey touches its final works. */
const WRITER = "writer@example.com";

/** A small real PDF (the API checks the format by name and type). */
const pdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
});

interface StaffSubmission {
  _id: string;
  examTaskId: string;
  status: string;
  learner: { email: string };
}

/** Staff's own session, from Node: the review stays in the API (no staff screens in the campus). */
async function staffSession(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL: string,
) {
  const staff = await playwright.request.newContext({ baseURL });
  await signInByApi(staff, STAFF);
  return staff;
}

async function writersPending(staff: APIRequestContext, taskId: string): Promise<StaffSubmission[]> {
  const listed = await staff.get("/api/staff/submissions?status=pending");
  expect(listed.status(), await listed.text()).toBe(200);
  const { submissions } = (await listed.json()) as { submissions: StaffSubmission[] };
  return submissions.filter((s) => s.learner.email === WRITER && s.examTaskId === taskId);
}

async function review(staff: APIRequestContext, id: string, verdict: "approve" | "reject", feedback?: string) {
  const reviewed = await staff.post(`/api/staff/submissions/${id}/${verdict}`, {
    ...(feedback ? { data: { feedback } } : { data: {} }),
    headers: await csrfHeader(staff),
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);
}

const editor = (page: Page) => page.getByRole("textbox", { name: "Tekst odpowiedzi" });

async function addLink(page: Page, url: string) {
  await page.getByRole("button", { name: "Dodaj link" }).click();
  const field = page.getByRole("textbox", { name: /^Link \d/ }).last();
  await field.fill(url);
  await field.press("Tab");
}

const taskHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

/** Sends the open task's answer and closes the confirmation by `choice`: focus is back on a task's heading. */
async function sendAndClose(page: Page, task: string, choice: { next: string } | "OK" = "OK") {
  await page.getByRole("button", { name: /Wyślij/ }).click();
  const modal = page.getByRole("dialog", { name: "Odpowiedź została wysłana" });
  await expect(modal).toContainText("Ocena pracy trwa do 3 dni roboczych.");
  if (choice === "OK") {
    await modal.getByRole("button", { name: "OK" }).click();
    await expect(modal).toBeHidden();
    // The Send button went with the form: focus goes to the task's heading, not to the page's body.
    await expect(taskHeading(page, task)).toBeFocused();
    return;
  }
  await expect(modal).toContainText(`Na Twoją odpowiedź czeka jeszcze: ${choice.next}.`);
  await modal.getByRole("button", { name: "Następne zadanie" }).click();
  await expect(modal).toBeHidden();
  await expect(taskHeading(page, choice.next)).toBeFocused();
}

test("the single-task final work: written, sent, rejected with feedback, corrected with PUT, approved", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Two sends, two reviews, three reloads and the lessons before them: more than one page's journey.
  test.setTimeout(90_000);
  // The journey is about the final work, not the sign-in: the session comes from the API.
  await signInByApi(page.context().request, WRITER);
  // An answer is sent once the course's lessons are completed (issue 40).
  await completeLessonsByApi(page.context().request, "c-final-single");
  await page.goto("/course-final-work/c-final-single");

  // Step 1: the overview; one task, flagged, so Start opens it (the task list is skipped).
  await expect(page.getByRole("heading", { level: 1, name: "Praca końcowa" })).toBeVisible();
  await expect(page.getByText("Jedno zadanie")).toBeVisible();
  // One task is spoken of as one.
  await expect(page.getByText("Wykonaj zadanie i wyślij odpowiedź.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Zadanie", exact: true })).toBeVisible();
  // The trail names the program as well as the course.
  const trail = page.getByRole("navigation", { name: "Ścieżka nawigacji" });
  await expect(trail.getByRole("link", { name: "Podstawy AI" })).toHaveAttribute("href", "/program/p-foundations");
  await expect(page.getByText("Ocena pracy trwa do 3 dni roboczych.")).toBeVisible();
  await page.getByRole("button", { name: "Przejdź do zadania" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Opisz swój projekt" })).toBeFocused();
  await expect(page).toHaveURL(/\/course-final-work\/c-final-single\/tasks\/c-final-single-task1$/);

  // The answer: text, a link and a file.
  await editor(page).click();
  await page.keyboard.type("Mój asystent odpowiada na pytania klientów.");
  await expect(editor(page)).toContainText("Mój asystent");
  await addLink(page, "https://youtu.be/dQw4w9WgXcQ");
  await page.locator("input[type=file]").setInputFiles(pdf("opis-projektu.pdf"));
  await expect(page.getByRole("list", { name: "Dodane pliki" })).toContainText("opis-projektu.pdf");
  const created = page.waitForResponse((r) => r.url().endsWith("/api/course-exams/create-exam-submit"));
  await sendAndClose(page, "Opisz swój projekt");
  expect((await created).status()).toBe(200);
  await expect(page.getByText("Oczekuje na ocenę")).toBeVisible();
  await expect(page.getByText("opis-projektu.pdf")).toBeVisible();
  // The sent text is text to read, not an editor.
  await expect(editor(page)).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Tekst odpowiedzi" })).toHaveText(
    "Mój asystent odpowiada na pytania klientów.",
  );

  // Staff reject it with feedback, through the API.
  const staff = await staffSession(playwright, baseURL ?? "");
  const [first] = await writersPending(staff, "c-final-single-task1");
  expect(first, "the writer's submission waits for review").toBeTruthy();
  const feedback = "Dodaj przykład rozmowy z asystentem.";
  await review(staff, first?._id ?? "", "reject", feedback);

  // The learner opens the work again: it lands on the task with the feedback beside the correction.
  await page.reload();
  await expect(page.getByText("Do poprawy")).toBeVisible();
  await expect(page.getByText(feedback)).toBeVisible();
  await expect(editor(page)).toContainText("Mój asystent odpowiada na pytania klientów.");
  await editor(page).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Przykład: klient pyta o zwrot, asystent podaje zasady.");
  await page.locator("input[type=file]").setInputFiles(pdf("opis-projektu-v2.pdf"));
  const updated = page.waitForResponse(
    (r) => r.url().includes("/api/course-exams/update-exam-submit/") && r.request().method() === "PUT",
  );
  await sendAndClose(page, "Opisz swój projekt");
  expect((await updated).status()).toBe(200);
  await expect(page.getByText("Oczekuje na ocenę")).toBeVisible();

  // The same submission was updated, not a second one created; staff approve it.
  const [second] = await writersPending(staff, "c-final-single-task1");
  expect(second?._id).toBe(first?._id);
  await review(staff, second?._id ?? "", "approve");
  await staff.dispose();

  await page.reload();
  await expect(page.getByText("Zaakceptowana", { exact: true })).toBeVisible();
  await expect(page.getByText("opis-projektu-v2.pdf")).toBeVisible();
  // The earlier answer stays readable with the reviewer's feedback.
  const history = page.getByRole("region", { name: "Wcześniejsze odpowiedzi" });
  await expect(history).toContainText(feedback);
  await expect(history).toContainText("opis-projektu.pdf");
});

test("the three-task final work, task by task, the change-task modal guarding unsent work", async ({ page }) => {
  // Three sends, Back and Forward and a reload: more than one page's journey.
  test.setTimeout(90_000);
  // The journey is about the final work, not the sign-in: the session comes from the API.
  await signInByApi(page.context().request, WRITER);
  await completeLessonsByApi(page.context().request, "c-final-multi");
  await page.goto("/course-final-work/c-final-multi");
  await expect(page.getByText("3 zadania", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Rozpocznij pracę" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Wybierz zadanie" })).toBeFocused();
  await expect(page).toHaveURL(/\/course-final-work\/c-final-multi\/tasks$/);

  // Each step has its address: Back and Forward move between them, a reload stays where the learner is.
  await page.getByRole("button", { name: "Otwórz zadanie: Dołącz raport" }).click();
  await expect(page).toHaveURL(/\/course-final-work\/c-final-multi\/tasks\/c-final-multi-task3$/);
  await expect(taskHeading(page, "Dołącz raport")).toBeFocused();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 2, name: "Wybierz zadanie" })).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/course-final-work\/c-final-multi$/);
  await expect(page.getByRole("heading", { level: 2, name: "O pracy końcowej" })).toBeVisible();
  await page.goForward();
  await page.goForward();
  await expect(taskHeading(page, "Dołącz raport")).toBeVisible();
  await page.reload();
  await expect(taskHeading(page, "Dołącz raport")).toBeVisible();
  await page.getByRole("button", { name: "Zmień zadanie" }).click();

  // Task 1: text. Leaving it unsent asks first; staying keeps the text.
  await page.getByRole("button", { name: "Otwórz zadanie: Opisz swój projekt" }).click();
  await editor(page).click();
  await page.keyboard.type("Kampania dla lokalnej piekarni.");
  await page.getByRole("button", { name: "Zmień zadanie" }).click();
  const modal = page.getByRole("alertdialog", { name: "Zmienić zadanie?" });
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Zostań przy zadaniu" }).click();
  await expect(modal).toBeHidden();
  await expect(editor(page)).toContainText("Kampania dla lokalnej piekarni.");
  await sendAndClose(page, "Opisz swój projekt");
  await expect(page.getByText("Oczekuje na ocenę")).toBeVisible();

  // Task 2: links only. A sent task is left without a question.
  await page.getByRole("button", { name: "Zmień zadanie" }).click();
  await page.getByRole("button", { name: "Otwórz zadanie: Pokaż wideo z prezentacją" }).click();
  await expect(editor(page)).toHaveCount(0);
  await addLink(page, "https://vimeo.com/76979871");
  // Confirming the change loses the unsent link.
  await page.getByRole("button", { name: "Zmień zadanie" }).click();
  await page
    .getByRole("alertdialog", { name: "Zmienić zadanie?" })
    .getByRole("button", { name: "Zmień zadanie" })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Wybierz zadanie" })).toBeVisible();
  await page.getByRole("button", { name: "Otwórz zadanie: Pokaż wideo z prezentacją" }).click();
  await expect(page.getByRole("textbox", { name: /^Link \d/ })).toHaveCount(0);
  await addLink(page, "https://vimeo.com/76979871");
  // Sent, it offers the task still without an answer, and opens it.
  await sendAndClose(page, "Pokaż wideo z prezentacją", { next: "Dołącz raport" });
  await expect(page).toHaveURL(/\/course-final-work\/c-final-multi\/tasks\/c-final-multi-task3$/);

  // Task 3: a file and text. The last one: nothing more to offer.
  await page.locator("input[type=file]").setInputFiles(pdf("raport.pdf"));
  await editor(page).click();
  await page.keyboard.type("Raport z wynikami kampanii.");
  await sendAndClose(page, "Dołącz raport");

  // All three wait for review in the list.
  await page.getByRole("button", { name: "Zmień zadanie" }).click();
  await expect(page.getByText("Oczekuje na ocenę")).toHaveCount(3);
});
