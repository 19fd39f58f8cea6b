import type { Locator, Page } from "@playwright/test";
import { expect, LEARNER, signInByApi, test } from "./fixtures";

/**
 * The demo seed as the learner (rank 2) sees it: four programs, 'Zaawansowane AI' needs rank 3; 'Podstawy AI'
 * holds fourteen courses (two pages of twelve); 'AI w biznesie' holds a rank-3 course.
 */
const programList = (page: Page) => page.getByRole("region", { name: "Lista programów" });
const courseList = (page: Page) => page.getByRole("region", { name: "Kursy w programie" });
const cardOf = (list: Locator, title: string) =>
  list.getByRole("article").filter({ has: list.page().getByRole("heading", { name: title, exact: true }) });

/** Opens a list's filter panel, ticks or picks the named choices, and applies them. */
async function applyFilters(page: Page, panelTitle: string, choices: { role: "radio" | "checkbox"; name: string }[]) {
  await page.getByRole("button", { name: /^Filtry/ }).click();
  const panel = page.getByRole("dialog", { name: panelTitle });
  for (const choice of choices) {
    // The input is visually hidden under its label, which takes the click.
    await panel.getByText(choice.name, { exact: true }).click();
    await expect(panel.getByRole(choice.role, { name: choice.name, exact: true })).toBeChecked();
  }
  await page.getByRole("button", { name: "Zastosuj" }).click();
  await expect(panel).toBeHidden();
}

test("the learner filters the programs, goes back through the filters, and moves between programs", async ({
  page,
}) => {
  await signInByApi(page.context().request, LEARNER);
  await page.goto("/programs");
  await expect(page.getByRole("heading", { level: 1, name: "Programy" })).toBeVisible();
  await expect(programList(page).getByRole("article")).toHaveCount(4);
  await expect(page.getByRole("status").filter({ hasText: "Znaleziono" })).toHaveText("Znaleziono 4 programy");

  // A rank filter in the address: the list follows, the trigger counts it.
  await applyFilters(page, "Filtruj programy", [{ role: "checkbox", name: "Ranga 2" }]);
  await expect(page).toHaveURL(/\/programs\?rank=2$/);
  await expect(programList(page).getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Filtry, aktywne: 1" })).toBeVisible();

  // A search on top of it (not counted as a filter).
  await page.getByRole("searchbox", { name: "Szukaj programów" }).fill("biznes");
  await expect(page).toHaveURL(/\/programs\?search=biznes&rank=2$/);
  await expect(programList(page).getByRole("article")).toHaveCount(1);
  await expect(programList(page).getByRole("link", { name: "AI w biznesie" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Filtry, aktywne: 1" })).toBeVisible();

  // Back restores each earlier filter, forward the later one.
  await page.goBack();
  await expect(page).toHaveURL(/\/programs\?rank=2$/);
  await expect(page.getByRole("searchbox", { name: "Szukaj programów" })).toHaveValue("");
  await expect(programList(page).getByRole("article")).toHaveCount(2);
  await page.goBack();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(programList(page).getByRole("article")).toHaveCount(4);
  await expect(page.getByRole("button", { name: "Filtry", exact: true })).toBeVisible();
  await page.goForward();
  await expect(programList(page).getByRole("article")).toHaveCount(2);
  // A reload keeps the filtered page: the address holds it.
  await page.reload();
  await expect(programList(page).getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Filtry, aktywne: 1" })).toBeVisible();

  // A program and its courses.
  await programList(page).getByRole("link", { name: "AI w praktyce" }).click();
  await expect(page).toHaveURL(/\/program\/p-practice$/);
  await expect(page.getByRole("heading", { level: 1, name: "AI w praktyce" })).toBeVisible();
  await expect(courseList(page).getByRole("article")).toHaveCount(3);

  // The module picker moves to another program, and focus goes to the new program's heading (as on every page change).
  const change = page.getByRole("button", { name: "Zmień program" });
  await change.click();
  const picker = page.getByRole("dialog", { name: "Wybierz program" });
  await expect(picker.getByRole("link", { name: /AI w praktyce/ })).toHaveAttribute("aria-current", "page");
  await expect(picker.getByRole("link", { name: /Zaawansowane AI/ })).toContainText("Niedostępny");
  await picker.getByRole("link", { name: /Podstawy AI/ }).click();
  await expect(page).toHaveURL(/\/program\/p-foundations$/);
  await expect(picker).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Podstawy AI" })).toBeFocused();

  // Fourteen courses: twelve, then the last two on page 2; Back returns to page 1.
  await expect(courseList(page).getByRole("article")).toHaveCount(12);
  const pages = page.getByRole("navigation", { name: "Strony kursów" });
  await expect(pages.getByText("Kursy 1–12 z 14")).toBeVisible();
  await pages.getByRole("button", { name: "Następna strona" }).click();
  await expect(page).toHaveURL(/\/program\/p-foundations\?page=2$/);
  await expect(courseList(page).getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("heading", { level: 2, name: "Kursy w programie" })).toBeFocused();
  await page.goBack();
  await expect(courseList(page).getByRole("article")).toHaveCount(12);

  // The course filter: a final work only, back on page 1; the course card leads to its page.
  await applyFilters(page, "Filtruj kursy", [{ role: "radio", name: "Z pracą końcową" }]);
  await expect(page).toHaveURL(/\/program\/p-foundations\?type=final-work$/);
  await expect(courseList(page).getByRole("article")).toHaveCount(1);
  await expect(courseList(page).getByRole("link", { name: "Projekt: asystent AI" })).toHaveAttribute(
    "href",
    "/course/c-final-single",
  );
});

test("what is above the learner's rank is locked, and a locked or missing program's address says so", async ({
  page,
  watch,
}) => {
  await signInByApi(page.context().request, LEARNER);
  await page.goto("/programs");
  const advanced = cardOf(programList(page), "Zaawansowane AI");
  await expect(advanced).toHaveAttribute("data-locked", "true");
  await expect(advanced.getByText("Zbyt niska ranga")).toBeVisible();
  await expect(advanced.getByRole("link")).toHaveCount(0);
  await expect(page.getByText(/Utrzymanie rangi wymaga aktywnej subskrypcji/)).toBeVisible();

  // Inside a program the learner can open, a course above their rank is locked too.
  await programList(page).getByRole("link", { name: "AI w biznesie" }).click();
  const leadership = cardOf(courseList(page), "Przywództwo w erze AI");
  await expect(leadership).toHaveAttribute("data-locked", "true");
  await expect(leadership.getByText("Zbyt niska ranga")).toBeVisible();
  await expect(leadership.getByRole("link")).toHaveCount(0);

  // The locked program's own address: the API refuses it (403) and the page keeps its name, with the rank
  // that opens it and how ranks are reached.
  watch.expectFailure({ path: "/api/modules/p-advanced", status: 403 });
  watch.expectFailure({ path: "/api/modules/p-advanced/courses", status: 403 });
  await page.goto("/program/p-advanced");
  await expect(page.getByRole("heading", { level: 1, name: "Zaawansowane AI" })).toBeVisible();
  await expect(page).toHaveTitle("Zaawansowane AI – Campus AI");
  await expect(page.getByText("Agenci, automatyzacje i własne modele.")).toBeVisible();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Nie masz dostępu do tej sekcji.");
  await expect(alert).toContainText("Ten program otworzy się, gdy osiągniesz rangę „Ekspert”.");
  await expect(page.getByText(/Wyższe rangi przyznaje Twojemu kontu zespół Campus AI/)).toBeVisible();
  await page.getByRole("link", { name: "Przeglądaj programy" }).click();
  await expect(page).toHaveURL(/\/programs$/);

  // A program that does not exist leads to the not-found page.
  watch.expectFailure({ path: "/api/modules/p-nothing", status: 404 });
  watch.expectFailure({ path: "/api/modules/p-nothing/courses", status: 404 });
  await page.goto("/program/p-nothing");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { level: 1, name: "Nie znaleziono strony" })).toBeVisible();
});

test("on a phone the filters open in a bottom sheet and the programs follow them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page.context().request, LEARNER);
  await page.goto("/programs");
  await expect(programList(page).getByRole("article")).toHaveCount(4);
  await applyFilters(page, "Filtruj programy", [{ role: "radio", name: "Niedostępne" }]);
  await expect(page).toHaveURL(/\/programs\?type=unavailable$/);
  await expect(programList(page).getByRole("article")).toHaveCount(1);
  await expect(cardOf(programList(page), "Zaawansowane AI")).toHaveAttribute("data-locked", "true");
  await expect(page.getByRole("button", { name: "Filtry, aktywne: 1" })).toBeFocused();
});
