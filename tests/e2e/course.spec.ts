import type { Page } from "@playwright/test";
import { expect, LEARNER, preferencesSaved, savePreferences, signInByApi, test } from "./fixtures";

/**
 * The course page on the demo seed, as the demo learner (rank 2) meets it: "Pisanie promptów" (`c-prompting`,
 * three lessons, taken by no other journey) joined from its program; "Prawo AI w Polsce" (`c-polish-law`)
 * exists only in Polish; "Przywództwo w erze AI" (`c-leadership`) needs rank 3.
 */
const lesson = (page: Page, title: string) => page.getByRole("article", { name: title });
const lessonList = (page: Page) => page.getByRole("navigation", { name: "Lekcje kursu" });

test("the learner opens a course from its program, joins it, lands on the current lesson and keeps it on reload", async ({
  page,
}) => {
  await signInByApi(page.context().request, LEARNER);
  await page.goto("/program/p-foundations");
  await page.getByRole("region", { name: "Kursy w programie" }).getByRole("link", { name: "Pisanie promptów" }).click();
  await expect(page).toHaveURL(/\/course\/c-prompting$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pisanie promptów" })).toBeVisible();
  await expect(page).toHaveTitle("Pisanie promptów – Campus AI");
  const crumbs = page.getByRole("navigation", { name: "Ścieżka nawigacji" });
  await expect(crumbs.getByRole("link", { name: "Podstawy AI" })).toHaveAttribute("href", "/program/p-foundations");
  const status = page.getByRole("region", { name: "Twój postęp" });
  await expect(status.getByText("Nierozpoczęty")).toBeVisible();
  await expect(page.getByRole("region", { name: "Zakończenie kursu" })).toContainText(
    "Dostępne po ukończeniu wszystkich lekcji",
  );

  // Joining starts the progress and opens the current lesson: the first one, at its own address.
  await status.getByRole("button", { name: "Dołącz do kursu" }).click();
  await expect(page).toHaveURL(/\/course\/c-prompting\?lesson=c-prompting-l1$/);
  await expect(lesson(page, "Anatomia dobrego promptu")).toBeVisible();
  await expect(page).toHaveTitle("Anatomia dobrego promptu – Pisanie promptów – Campus AI");
  await expect(lessonList(page).getByRole("link", { name: /Anatomia dobrego promptu/ })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // A reload lands on the same lesson.
  await page.reload();
  await expect(lesson(page, "Anatomia dobrego promptu")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Pisanie promptów" })).toBeVisible();

  // Another lesson from the list, then Back through the lessons to the overview.
  await lessonList(page)
    .getByRole("link", { name: /Przykłady zamiast opisów/ })
    .click();
  await expect(page).toHaveURL(/lesson=c-prompting-l2$/);
  await expect(lesson(page, "Przykłady zamiast opisów")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/lesson=c-prompting-l1$/);
  await expect(lesson(page, "Anatomia dobrego promptu")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/course\/c-prompting$/);
  await expect(status.getByText("W trakcie")).toBeVisible();

  // The overview resumes where the learner was, and the server agrees the course is joined.
  await expect(status.getByRole("link", { name: "Kontynuuj naukę" })).toHaveAttribute(
    "href",
    /\/course\/c-prompting\?lesson=c-prompting-l[12]$/,
  );
  const answer = await page.context().request.get("/api/course/c-prompting");
  expect(
    ((await answer.json()) as { data: { progress: { isStarted: boolean } | null } }).data.progress?.isStarted,
  ).toBe(true);
});

test("a course only in Polish, opened in English, says so and opens once the learner switches to Polish", async ({
  page,
  watch,
}) => {
  const request = page.context().request;
  await signInByApi(request, LEARNER);
  // The learner reads the campus in English (chosen on another device).
  await savePreferences(request, { language: "en", theme: "light" });
  watch.expectFailure({ path: "/api/course/c-polish-law", status: 406 });
  await page.goto("/course/c-polish-law");
  await expect(page.getByRole("heading", { level: 1, name: "Prawo AI w Polsce" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("The selected resource is not available in the selected language.");
  await expect(page.getByRole("link", { name: "Browse programs" })).toHaveAttribute("href", "/programs");

  const saved = preferencesSaved(page);
  await page.getByRole("button", { name: "Switch to Polski" }).click();
  await saved;
  await expect(page.getByRole("heading", { level: 1, name: "Prawo AI w Polsce" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Twój postęp" }).getByRole("button", { name: "Dołącz do kursu" }),
  ).toBeVisible();
});

test("a course above the learner's rank keeps its name and shows the lock, 'rank too low' and the rank that opens it", async ({
  page,
  watch,
}) => {
  await signInByApi(page.context().request, LEARNER);
  watch.expectFailure({ path: "/api/course/c-leadership", status: 403 });
  await page.goto("/course/c-leadership");
  await expect(page.getByRole("heading", { level: 1, name: "Przywództwo w erze AI" })).toBeVisible();
  await expect(page.getByText("Jak prowadzić zespół, który pracuje z AI.")).toBeVisible();
  await expect(page.getByText("Zbyt niska ranga")).toBeVisible();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Nie masz dostępu do tej sekcji.");
  await expect(alert).toContainText("Ten kurs otworzy się, gdy osiągniesz rangę „Ekspert”.");
  await page.getByRole("link", { name: "Przeglądaj programy" }).click();
  await expect(page).toHaveURL(/\/programs$/);
});
