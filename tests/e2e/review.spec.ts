import type { APIRequestContext, Page } from "@playwright/test";
import { completeLessonsByApi, csrfHeader, expect, LEARNER, STAFF, signInByApi, signInOnPage, test } from "./fixtures";
import { mailsTo } from "./outside-world";

/**
 * A day's review in the browser (issue 42): a learner sends a final work with an image and a PDF; staff find it
 * in the queue, read it beside the decision and return it with feedback, which reaches the learner as a
 * notification and an email; the learner corrects it; a second reviewer meets the first one's claim, takes the
 * work over and approves it, by keyboard alone; the first reviewer's stale verdict is refused. A learner who opens
 * the console's address meets the not-found page.
 */

const AUTHOR = "author@example.com";
const REVIEWER = "reviewer@example.com";
const COURSE = "c-final-single";
const TASK = "c-final-single-task1";

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAUAAAADICAIAAAAWZq/8AAADRUlEQVR42u3WsQ2DQAyGUZbJZBnXtQdwnSoFBR11uigCnDue9C3w6/wES2RJGrTlvW6SBg1gCWBJAEsCWAJYEsCSAJYEsASwJIAlASwBLAlgSQBLAlgCWBLAkgCWBLAEsCSAJQEsASwJYEkASwJYAlgSwJIAlgSwBLAkgCUBLAEsCWBJAEsCWAJY0l8BjixJg+YLLPmFlgSwJIAlgCUBLAlg6asez1dLAEsAAyyAAZYABlgCGGAJYIAFMMASwABLAAMsAezVBTDAEsAASwADLIABlgAGWAIYYAlggAUwwBLAAEsAAywBLAEMsAQwwBLAAAtggCWAAZYABlgCGGABDLAEMMASwABLAEsADwQ4sqRp6gLctdcXWL7AfqElgAGWAAZYAAMsAQywBDDAEsAAC2CAJYABlgAGWA4aYAEMMMACGGCA5aDtBVgAAyyAAQZYDtpegOWg7QUYYIABFsAAAywHbS/ActAAC2CAARbA9gIsB20vwAADDLAABhhgOWh7AZaDthdggAEGWAADDLActL0AC2CABTDAAAtgewGWg7YXYIABBlgAAwywHLS9xwCOLE1c10Hbe02+wL7AvsB+oQUwwADLQdsLsAAGWAADDLAAthdgOWh7AQYYYIAFMMAAy0HbC7AcNMACGGCABTDAAMtB2wuwB7YXYIAdtL0AA2yvvQB7YHvtBdhB2wswwA7aXoA9sL32AuyB7QUYYAdtL8AAO2h7AfbA9toLsIO2F2CAHbS9AANsr70Ae2B77QXYQdsLMMAO2l6APbC99gLsge0FGGAHbS/AADtoewH2wPbaC7CDthdggB20vQADbK+9xwCOrFvV9cD22ntGvsC+SPb6hQbYQdsLsAe2116APbC9AAPsoO0FGGAHbS/AHtheewF20PYCDLCDthdgD2yvvQB7YHsBBthB2wswwA7aXoA9sL32AuyB7QUYYAdtL8AA22svwB7YXns/AHtge+0F2APbay/AHtheewH2wPYC7IHttRdgD2yvvQB7YHvtBdhB2wuwB7bXXoA9sL32AuyB7QXYA9trL8Ae2F57AfbA9toLsAe2F2APbK+9AHtge+0F2APbay/A9toLsAe2116APbC99v7aDkYEp4MjWnjpAAAAAElFTkSuQmCC",
  "base64",
);
/** A one-page PDF the browser's viewer opens (the API checks a file's bytes against its name). */
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n" +
    "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>\nendobj\nxref\n0 4\n0000000000 65535 f \n" +
    "0000000009 00000 n \n0000000058 00000 n \n0000000115 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n186\n%%EOF\n",
);

/** The author's answer, sent through the API (the sending is the final-work journey's; this one is the review's). */
async function sendWork(request: APIRequestContext, text: string, submitId?: string): Promise<string> {
  const multipart = new FormData();
  if (!submitId) {
    multipart.append("examId", COURSE);
    multipart.append("examTaskId", TASK);
  }
  multipart.append("text", `<p>${text}</p>`);
  multipart.append("files", new Blob([png], { type: "image/png" }), "schemat-asystenta.png");
  multipart.append("files", new Blob([pdf], { type: "application/pdf" }), "opis-projektu.pdf");
  const url = submitId ? `/api/course-exams/update-exam-submit/${submitId}` : "/api/course-exams/create-exam-submit";
  const sent = await (submitId ? request.put : request.post).call(request, url, {
    multipart,
    headers: await csrfHeader(request),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return ((await sent.json()) as { submit: { _id: string } }).submit._id;
}

/** The console's address of a work. */
const workPath = (id: string) => `/staff/reviews/${id}`;

const AUTHOR_NAME = "Natalia Wróbel";
const TASK_TITLE = "Opisz swój projekt";

/** The queue's link to the author's work (the learner's name and the task). */
const workLink = (page: Page) =>
  page.getByRole("link", { name: `${AUTHOR_NAME}, praca do zadania: ${TASK_TITLE}` }).first();

/** The decision's buttons and field. */
const feedbackField = (page: Page) => page.getByRole("textbox", { name: "Uwagi dla uczestnika" });
/**
 * Writes feedback. Chromium's PDF viewer takes focus when it is ready, at a moment of its own; the page gives it
 * back (PdfPreview), but what was typed into the viewer meanwhile is gone, so the text is written until it holds.
 */
async function writeFeedback(page: Page, text: string) {
  await expect(async () => {
    await feedbackField(page).fill(text);
    await expect(feedbackField(page)).toHaveValue(text, { timeout: 500 });
  }).toPass();
}
const approveButton = (page: Page) => page.getByRole("button", { name: "Zatwierdź", exact: true });
const returnButton = (page: Page) => page.getByRole("button", { name: "Zwróć do poprawy", exact: true });

test("a day's review: returned with feedback, resent, taken over by a colleague and approved by keyboard", async ({
  page,
  newContext,
  playwright,
  baseURL,
  watch,
}) => {
  test.setTimeout(90_000);
  const author = await playwright.request.newContext({ baseURL });
  await signInByApi(author, AUTHOR);
  await completeLessonsByApi(author, COURSE);
  const id = await sendWork(author, "Asystent odpowiada na pytania klientów sklepu.");

  // The first reviewer finds the work through the user menu and the queue's search.
  await signInOnPage(page, STAFF);
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByRole("button", { name: /menu konta/ }).click();
  await page.getByRole("menuitem", { name: "Prace do oceny (zespół)" }).click();
  await expect(page).toHaveURL(/\/staff\/reviews$/);
  await expect(page.getByRole("heading", { level: 1, name: "Prace do oceny" })).toBeVisible();
  await expect(page).toHaveTitle(/Prace do oceny/);
  await page.getByRole("searchbox", { name: "Szukaj osoby uczącej się" }).fill("Wróbel");
  await expect(page).toHaveURL(/query=Wr%C3%B3bel/);
  await expect(workLink(page)).toBeVisible();
  await workLink(page).click();

  // The work page: the task as sent, the answer's text, the image and the PDF in place, the claim.
  await expect(page).toHaveURL(new RegExp(`${workPath(id)}\\?`));
  await expect(page.getByRole("heading", { level: 1, name: AUTHOR_NAME })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${AUTHOR_NAME}: ${TASK_TITLE}`));
  await expect(page.getByText("Asystent odpowiada na pytania klientów sklepu.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Obraz z odpowiedzi: schemat-asystenta.png" })).toBeVisible();
  await expect(page.getByTitle("Podgląd PDF: opis-projektu.pdf")).toBeVisible();
  await expect(page.getByText(/Ta praca jest zarezerwowana dla Ciebie/)).toBeVisible();

  // Returning without feedback asks for it; with it, the work goes back to the learner.
  await returnButton(page).click();
  await expect(page.getByText("Napisz, co uczestnik ma poprawić, zanim zwrócisz pracę.")).toBeVisible();
  await expect(feedbackField(page)).toBeFocused();
  await writeFeedback(page, "Dodaj opis, jak asystent przekazuje trudne pytania ludziom.");
  await returnButton(page).click();
  await expect(page.getByText(`Praca zwrócona do poprawy: ${AUTHOR_NAME}`)).toBeVisible();
  // No other work of this learner waits: back to the queue, its search kept.
  await expect(page).toHaveURL(/\/staff\/reviews\?query=Wr%C3%B3bel/);

  // The learner hears of it twice: a notification in the campus and an email with the feedback.
  await expect
    .poll(
      async () =>
        ((await (await author.get("/api/notifications")).json()) as { notifications: object[] }).notifications,
    )
    .toContainEqual(
      expect.objectContaining({
        title: "Praca do poprawy",
        body: "Dodaj opis, jak asystent przekazuje trudne pytania ludziom.",
        link: `/course-final-work/${COURSE}`,
      }),
    );
  await expect.poll(async () => (await mailsTo(AUTHOR)).length, { timeout: 15_000 }).toBe(1);
  const mail = (await mailsTo(AUTHOR))[0];
  expect(mail?.subject).toBe("Twoja praca końcowa wymaga poprawek");
  expect(mail?.text).toContain("Dodaj opis, jak asystent przekazuje trudne pytania ludziom.");

  // The learner corrects the work; the first reviewer opens it again and holds it.
  await sendWork(author, "Asystent odpowiada na pytania, a trudne przekazuje konsultantom.", id);
  await page.goto(workPath(id));
  await expect(page.getByText("Asystent odpowiada na pytania, a trudne przekazuje konsultantom.")).toBeVisible();
  await expect(page.getByText("Pokaż 1 wcześniejszą odpowiedź")).toBeVisible();
  await expect(page.getByText(/Ta praca jest zarezerwowana dla Ciebie/)).toBeVisible();

  // A second reviewer meets the first one's hold, takes the work over and approves it, by keyboard alone.
  const colleague = await (await newContext()).newPage();
  await signInOnPage(colleague, REVIEWER);
  await expect(colleague).not.toHaveURL(/\/login/);
  // Her page asks for the work and is told who holds it (409), as the page it opens then says.
  watch.expectFailure({ path: `/api/staff/reviews/${id}/claim`, status: 409 });
  await colleague.goto(workPath(id));
  await expect(colleague.getByText(/Marek Zieliński ocenia tę pracę \(do \d{1,2}:\d{2}\)\./)).toBeVisible();
  await expect(approveButton(colleague)).toBeDisabled();
  const takeOver = colleague.getByRole("button", { name: "Przejmij", exact: true });
  await takeOver.focus();
  await colleague.keyboard.press("Enter");
  const confirm = colleague
    .getByRole("alertdialog", { name: "Przejąć tę pracę?" })
    .or(colleague.getByRole("dialog", { name: "Przejąć tę pracę?" }));
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText("Marek Zieliński");
  await colleague.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Przejmij pracę" })).toBeFocused();
  await colleague.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
  await expect(colleague.getByText("Praca jest teraz zarezerwowana dla Ciebie.")).toBeVisible();
  await expect(approveButton(colleague)).toBeEnabled();
  // The single-key shortcut, from inside the work.
  await colleague.getByRole("region", { name: "Praca uczestnika" }).focus();
  await colleague.keyboard.press("a");
  await expect(colleague.getByText(`Praca zatwierdzona: ${AUTHOR_NAME}`)).toBeVisible();

  // The first reviewer's verdict comes too late: the page says who decided, and the feedback stays.
  await writeFeedback(page, "Świetna poprawka.");
  watch.expectFailure({ path: `/api/staff/reviews/${id}/decision`, status: 409 });
  await approveButton(page).click();
  await expect(page.getByText("Ta praca ma już decyzję: zatwierdzona (Ewa Kaczmarek).")).toBeVisible();
  await expect(feedbackField(page)).toHaveValue("Świetna poprawka.");

  await expect.poll(async () => (await mailsTo(AUTHOR)).length, { timeout: 15_000 }).toBe(2);
  expect((await mailsTo(AUTHOR))[1]?.subject).toBe("Twoja praca końcowa została zaakceptowana");
  await author.dispose();
});

test("a learner who opens the console's address meets the not-found page", async ({ page }) => {
  await signInOnPage(page, LEARNER);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/staff/reviews");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/nie istnieje|Nie znaleziono|404/i);
  await expect(page.getByRole("link", { name: /Prace do oceny/ })).toHaveCount(0);
});
