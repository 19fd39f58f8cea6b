import type { APIRequestContext, Page } from "@playwright/test";
import { csrfHeader, expect, signInByApi, test } from "./fixtures";

/**
 * The moment a course is completed, as graduate@ (rank 2, nothing started, used by no other journey) meets it on
 * "Tłumaczenia z AI" (c-translation, with a certificate): the lessons done through the API (the closed test may
 * ask for them first), the test passed on screen, the certificate taken, then home congratulates with the
 * certificate, its LinkedIn add-to-profile address and its public page, which verifies.
 */
const GRADUATE = "graduate@example.com";
const COURSE = "c-translation";
const TITLE = "Tłumaczenia z AI";

interface LessonProgress {
  id: string;
  sublessons: { id: string }[];
}
interface Question {
  _id: string;
  answers: { id: string }[];
}

/** Completes every lesson of a course as a learner would, answering its internal tests right. */
async function completeLessons(request: APIRequestContext, courseId: string): Promise<void> {
  const joined = await request.post(`/api/course/join/${courseId}`, { data: {}, headers: await csrfHeader(request) });
  expect(joined.status()).toBe(200);
  const progress = ((await joined.json()) as { data: { progress: { _id: string; lessons: LessonProgress[] } } }).data
    .progress;
  const units = progress.lessons.flatMap((lesson): { lessonId: string; sublessonId: string | null }[] =>
    lesson.sublessons.length > 0
      ? lesson.sublessons.map((sub) => ({ lessonId: lesson.id, sublessonId: sub.id }))
      : [{ lessonId: lesson.id, sublessonId: null }],
  );
  for (const { lessonId, sublessonId } of units) {
    const query = sublessonId ? `?sublessonId=${sublessonId}` : "";
    const content = (await (await request.get(`/api/course/lesson/${lessonId}${query}`)).json()) as {
      content: { internalTest: { questions: Question[] } | null };
    };
    for (const question of content.content.internalTest?.questions ?? []) {
      await answerRight(request, { progressId: progress._id, lessonId, sublessonId, question });
    }
    const done = await request.post("/api/course/update-progress", {
      data: { progressId: progress._id, lessonId, sublessonId },
      headers: await csrfHeader(request),
    });
    expect(done.status()).toBe(200);
  }
}

/** Answers an internal test's question: a first guess, then the right answers its feedback names. */
async function answerRight(
  request: APIRequestContext,
  at: { progressId: string; lessonId: string; sublessonId: string | null; question: Question },
) {
  const send = async (answer: string[]) => {
    const sent = await request.post("/api/course/update-internal-test-progress", {
      data: {
        data: {
          progressId: at.progressId,
          lessonId: at.lessonId,
          sublessonId: at.sublessonId,
          questionId: at.question._id,
          answer,
        },
      },
      headers: await csrfHeader(request),
    });
    expect(sent.status()).toBe(200);
    return (await sent.json()) as { isQuestionPassed: boolean; answersFeedback: { id: string; isCorrect: boolean }[] };
  };
  const first = await send([at.question.answers[0]?.id ?? ""]);
  if (!first.isQuestionPassed) {
    expect((await send(first.answersFeedback.filter((a) => a.isCorrect).map((a) => a.id))).isQuestionPassed).toBe(true);
  }
}

/** Takes the closed test on screen with the seeded right answers (every seeded test has the same four). */
async function passTest(page: Page) {
  const right = ["Program przewidujący tekst", ["Generator obrazów", "Asystent czatu"], "Tak", "Fakty i źródła"];
  await page.getByRole("button", { name: "Rozpocznij test" }).click();
  for (const [index, chosen] of right.entries()) {
    await expect(page.getByText(`Pytanie ${index + 1} z 4`)).toBeVisible();
    for (const label of Array.isArray(chosen) ? chosen : [chosen]) await page.getByText(label, { exact: true }).click();
    if (index < 3) await page.getByRole("button", { name: "Dalej" }).click();
  }
  await page.getByRole("button", { name: "Zakończ test" }).click();
  await page
    .getByRole("alertdialog", { name: "Zakończyć test?" })
    .getByRole("button", { name: "Zakończ test" })
    .click();
  await expect(page.getByText("Test zaliczony", { exact: true })).toBeVisible();
}

test("after passing the test the learner lands on home, which congratulates with the certificate", async ({
  page,
  newContext,
}) => {
  const request = page.context().request;
  await signInByApi(request, GRADUATE);
  await completeLessons(request, COURSE);

  await page.goto(`/course-test/${COURSE}`);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await passTest(page);
  // Passing completed the course: its certificate stands before any download.
  const progress = (
    (await (await request.get(`/api/course/${COURSE}`)).json()) as {
      data: { progress: { finishedAt: string | null; certificateId: string | null } };
    }
  ).data.progress;
  expect(progress.finishedAt).not.toBeNull();
  const id = progress.certificateId as string;
  expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Pobierz certyfikat" }).click();
  await download;
  await expect(page).toHaveURL(/\/$/);

  const card = page.getByRole("region", { name: `Gratulacje! Kurs „${TITLE}” jest ukończony` });
  await expect(card).toBeVisible();
  await expect(card.getByRole("img", { name: `Podgląd certyfikatu: Łucja Dąbrowska, kurs „${TITLE}”` })).toBeVisible();

  // LinkedIn's add-to-profile form, filled in with what the certificate says.
  const { certificate } = (await (await request.get(`/api/certificates/${id}`)).json()) as {
    certificate: { issuedOn: string; issuer: string; verifyUrl: string };
  };
  const linkedIn = card.getByRole("link", { name: /Dodaj do profilu LinkedIn/ });
  await expect(linkedIn).toHaveAttribute("target", "_blank");
  const address = new URL((await linkedIn.getAttribute("href")) as string);
  expect(`${address.origin}${address.pathname}`).toBe("https://www.linkedin.com/profile/add");
  const [year, month] = certificate.issuedOn.split("-");
  expect(Object.fromEntries(address.searchParams)).toEqual({
    startTask: "CERTIFICATION_NAME",
    name: TITLE,
    organizationName: certificate.issuer,
    issueYear: year,
    issueMonth: String(Number(month)),
    certUrl: certificate.verifyUrl,
    certId: id,
  });
  expect(certificate.verifyUrl).toMatch(new RegExp(`/verify/${id}$`));

  // The certificate again, as a PDF to print, from the same card.
  const pdf = page.waitForEvent("download");
  await card.getByRole("button", { name: "Pobierz PDF do druku" }).click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);

  // Its public page, as anyone without a session sees it, verifies it.
  await expect(card.getByRole("link", { name: "Publiczna strona certyfikatu" })).toHaveAttribute(
    "href",
    `/verify/${id}`,
  );
  const visitor = await (await newContext()).newPage();
  await visitor.goto(`/verify/${id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Certyfikat jest ważny" })).toBeVisible();
  const record = visitor.getByRole("region", { name: "Dane certyfikatu" });
  await expect(record.getByText("Łucja Dąbrowska")).toBeVisible();
  await expect(record.getByText(TITLE)).toBeVisible();
});
