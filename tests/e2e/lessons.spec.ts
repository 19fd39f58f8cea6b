import type { Locator, Page } from "@playwright/test";
import { expect, LEARNER, signInByApi, test } from "./fixtures";

/**
 * The demo learner takes the lessons of "Wprowadzenie do AI" (`c-intro`, the demo course with every kind of
 * lesson, taken by no other journey): a video watched to a time, which a second device resumes at; a
 * presentation gone through to its last slide; a quiz and an internal test answered; the lesson's zip downloaded; a
 * lesson's prompt saved to the Promptbook from its card; a reload that lands on the same lesson.
 */
const COURSE = "/course/c-intro";
const lessonAddress = (lessonId: string) => `${COURSE}?lesson=${lessonId}`;

/** The lesson open in the page, by its title (the page's h1 is the course's). */
const lesson = (page: Page, title: string) => page.getByRole("article", { name: title });

/** The video time the server kept, once a save of at least `seconds` of the video is answered. */
async function positionSaved(page: Page, seconds: number): Promise<number> {
  let kept = 0;
  await page.waitForResponse(async (response) => {
    if (!response.url().endsWith("/api/course/position/c-intro") || !response.ok()) return false;
    const { position } = (await response.json()) as { position: { videoSeconds: number } };
    kept = position.videoSeconds;
    return kept >= seconds;
  });
  return kept;
}

/** Joins the course from its page, which opens its first lesson. */
async function joinCourse(page: Page) {
  await page.goto(COURSE);
  await expect(page.getByRole("heading", { level: 1, name: "Wprowadzenie do AI" })).toBeVisible();
  await page.getByRole("button", { name: "Dołącz do kursu" }).click();
  await expect(page).toHaveURL(/[?&]lesson=c-intro-l1$/);
  return lesson(page, "Czym jest sztuczna inteligencja?");
}

/** Plays the (muted) video until `seconds`, then pauses it, as a learner does with its controls; the time paused at. */
function watchUntil(video: Locator, seconds: number) {
  return video.evaluate(async (element: HTMLVideoElement, until) => {
    element.muted = true;
    await element.play();
    await new Promise<void>((done) => {
      const check = () => (element.currentTime >= until ? done() : requestAnimationFrame(check));
      check();
    });
    element.pause();
    return element.currentTime;
  }, seconds);
}

/** A video time as the campus shows it: 1.3 -> "0:01". */
const shown = (seconds: number) => `0:${String(Math.floor(seconds)).padStart(2, "0")}`;

/** Picks the answers of a question card and checks them. */
async function answer(article: Locator, question: string, answers: string[]) {
  const card = article.getByRole("listitem").filter({ hasText: question });
  for (const label of answers) await card.getByText(label, { exact: true }).click();
  await card.getByRole("button", { name: "Sprawdź odpowiedź" }).click();
  return card;
}

test("a learner takes every kind of lesson and resumes the video on another device", async ({ page, newContext }) => {
  test.setTimeout(90_000);
  await signInByApi(page.context().request, LEARNER);

  // The video: watched past 1.2 s and paused; the pause is saved for every device.
  const video = await joinCourse(page);
  await expect(video.getByRole("region", { name: "Nagranie" })).toBeVisible();
  const player = video.locator("video");
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  // Captions in Polish and English are offered in the player's captions menu.
  const tracks = await player.evaluate((element: HTMLVideoElement) =>
    Array.from(element.textTracks, (track) => `${track.language}:${track.kind}`),
  );
  expect(tracks).toEqual(["pl:captions", "en:captions"]);
  const saved = positionSaved(page, 1.2);
  const watched = await watchUntil(player, 1.2);
  const kept = await saved;
  expect(Math.abs(kept - watched)).toBeLessThan(0.2);

  // Another device of the same learner resumes the course there, the video at the same time.
  const other = await (await newContext()).newPage();
  await signInByApi(other.context().request, LEARNER);
  await other.goto(COURSE);
  await expect(
    other.getByText(`Wrócisz do lekcji: Czym jest sztuczna inteligencja? (od ${shown(kept)})`),
  ).toBeVisible();
  await other.getByRole("link", { name: "Kontynuuj naukę" }).click();
  const resumed = lesson(other, "Czym jest sztuczna inteligencja?");
  await expect(resumed.getByText(`Wznowiono od ${shown(kept)}, tam gdzie skończyła się ostatnia nauka.`)).toBeVisible();
  const otherPlayer = resumed.locator("video");
  await expect.poll(() => otherPlayer.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(1);
  const startedAt = await otherPlayer.evaluate((element: HTMLVideoElement) => element.currentTime);
  expect(Math.abs(startedAt - watched)).toBeLessThanOrEqual(2);
  expect(Math.abs(startedAt - kept)).toBeLessThan(0.1);

  // The lesson's files as one zip, saved under the server's name.
  const download = page.waitForEvent("download");
  await video.getByRole("button", { name: "Pobierz wszystkie (ZIP)" }).click();
  expect((await download).suggestedFilename()).toBe("c-intro-l1.zip");

  // Finishing the video opens the progress's current lesson, the next one, with focus on its title.
  await video.getByRole("button", { name: "Ukończ lekcję" }).click();
  await expect(page).toHaveURL(/lesson=c-intro-l2$/);
  const reading = lesson(page, "Jak uczą się modele");
  await expect(reading.getByRole("heading", { level: 2 })).toBeFocused();

  // The reading's prompt, saved to the Promptbook by its card's own button.
  const card = reading.getByRole("figure", { name: "Prompt do wypróbowania" });
  const prompt = (await card.locator("pre").textContent()) ?? "";
  expect(prompt).toMatch(/^Jesteś doświadczonym nauczycielem\./);
  await card.getByRole("button", { name: "Zapisz w Promptbooku" }).click();
  await expect(page.getByText("Prompt zapisany w Promptbooku.")).toBeVisible();
  await expect(card.getByRole("button", { name: "Zapisany w Promptbooku" })).toBeVisible();
  const promptbook = await page.context().request.get("/api/course/promptbook");
  expect(((await promptbook.json()) as { items: { prompt: string }[] }).items.map((item) => item.prompt)).toContain(
    prompt,
  );

  // The presentation: Finish waits until its last slide is seen.
  await page.goto(lessonAddress("c-intro-l3"));
  const presentation = lesson(page, "Krótka historia AI");
  await expect(presentation.getByRole("group", { name: "Slajd 1 z 3" })).toBeVisible();
  const finishPresentation = presentation.getByRole("button", { name: "Ukończ lekcję" });
  await expect(finishPresentation).toBeDisabled();
  await expect(presentation.getByText("Przejdź do ostatniego slajdu, aby ukończyć lekcję.")).toBeVisible();
  await presentation.getByRole("button", { name: "Następny slajd" }).click();
  await expect(presentation.getByRole("group", { name: "Slajd 2 z 3" })).toBeVisible();
  await expect(finishPresentation).toBeDisabled();
  await presentation.getByRole("button", { name: "Następny slajd" }).click();
  await expect(presentation.getByRole("group", { name: "Slajd 3 z 3" })).toBeVisible();
  await expect(finishPresentation).toBeEnabled();
  await finishPresentation.click();
  // The lesson after it is made of sub-lessons: its first part opens.
  await expect(page).toHaveURL(/lesson=c-intro-l4&sublesson=c-intro-l4-s1$/);
  await expect(lesson(page, "Dobre pytania do modelu")).toBeVisible();

  // The quiz: one answer right, one wrong with the right ones marked.
  await page.goto(lessonAddress("c-intro-l5"));
  const quiz = lesson(page, "Quiz: pojęcia");
  const right = await answer(quiz, "Co to jest model językowy?", ["Program przewidujący tekst"]);
  await expect(right.getByText("Dobra odpowiedź!")).toBeVisible();
  const wrong = await answer(quiz, "Które są narzędziami AI?", ["Kalkulator mechaniczny"]);
  await expect(wrong.getByText("Niestety, to nie jest poprawna odpowiedź")).toBeVisible();
  await expect(wrong.getByText("Poprawna odpowiedź (niezaznaczona)")).toHaveCount(2);

  // The internal test: a wrong answer marked, then every question right, which completes it.
  await page.goto(lessonAddress("c-intro-l6"));
  const test6 = lesson(page, "Test wewnętrzny");
  await expect(test6.getByRole("button", { name: "Ukończ lekcję" })).toBeDisabled();
  const first = await answer(test6, "Co to jest model językowy?", ["Baza danych"]);
  await expect(first.getByText("Niestety, to nie jest poprawna odpowiedź")).toBeVisible();
  await first.getByRole("button", { name: "Odpowiedz ponownie" }).click();
  await first.getByText("Program przewidujący tekst", { exact: true }).click();
  await first.getByRole("button", { name: "Sprawdź odpowiedź" }).click();
  await expect(first.getByText("Pytanie zaliczone")).toBeVisible();
  await expect(
    (await answer(test6, "Które są narzędziami AI?", ["Generator obrazów", "Asystent czatu"])).getByText(
      "Pytanie zaliczone",
    ),
  ).toBeVisible();
  await expect((await answer(test6, "Czy AI może się mylić?", ["Tak"])).getByText("Pytanie zaliczone")).toBeVisible();
  await expect(
    (await answer(test6, "Co warto sprawdzać w odpowiedziach AI?", ["Fakty i źródła"])).getByText("Pytanie zaliczone"),
  ).toBeVisible();
  await expect(test6.getByText("Test zaliczony. Możesz ukończyć lekcję.")).toBeVisible();
  await expect(test6.getByRole("button", { name: "Ukończ lekcję" })).toBeEnabled();

  // No prompt in this lesson: nothing to save to the Promptbook.
  await expect(test6.getByRole("button", { name: "Zapisz w Promptbooku" })).toHaveCount(0);

  // A reload lands on the same lesson.
  await page.reload();
  await expect(
    lesson(page, "Test wewnętrzny").getByRole("heading", { level: 2, name: "Test wewnętrzny" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/lesson=c-intro-l6/);
});
