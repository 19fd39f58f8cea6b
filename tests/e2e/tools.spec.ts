import type { Page } from "@playwright/test";
import { csrfHeader, expect, LEARNER, RESTRICTED, signInByApi, test } from "./fixtures";

/**
 * The demo seed's catalogue as the learner sees it: thirty tools by name, 9 a page; the learner's favorites are
 * ChatAssist and ImageForge; DataLens is nobody's. Text tools for education are seven, and 'prezent' finds only
 * SlideMaker among them.
 */
const toolList = (page: Page) => page.getByRole("region", { name: "Lista narzędzi" });
const found = (page: Page) => page.getByRole("status").filter({ hasText: "Znaleziono" });

/** Opens the filter panel, ticks the named categories, and applies them. */
async function applyCategories(page: Page, names: string[]) {
  await page.getByRole("button", { name: /^Filtry/ }).click();
  const panel = page.getByRole("dialog", { name: "Filtruj narzędzia" });
  for (const name of names) {
    // The input is visually hidden under its label, which takes the click.
    await panel.getByText(name, { exact: true }).click();
    await expect(panel.getByRole("checkbox", { name, exact: true })).toBeChecked();
  }
  await page.getByRole("button", { name: "Zastosuj" }).click();
  await expect(panel).toBeHidden();
}

// The favorite this journey marks is taken back even when the journey fails half-way: the learner is shared.
test.afterEach(async ({ page }, testInfo) => {
  if (!testInfo.title.startsWith("the learner")) return;
  const request = page.context().request;
  await request.post("/api/tools/remove-from-favorites/t-datalens", { headers: await csrfHeader(request) });
});

test("the learner filters, pages and searches the tools, marks a favorite, finds it and opens it", async ({ page }) => {
  await signInByApi(page.context().request, LEARNER);
  await page.goto("/tools");
  await expect(page.getByRole("heading", { level: 1, name: "Narzędzia AI" })).toBeVisible();
  await expect(page).toHaveTitle("Narzędzia AI – Campus AI");
  await expect(toolList(page).getByRole("article")).toHaveCount(9);
  await expect(found(page)).toHaveText("Znaleziono 30 narzędzi");
  const pages = page.getByRole("navigation", { name: "Strony narzędzi" });
  await expect(pages.getByText("Narzędzia 1–9 z 30")).toBeVisible();

  // The next page, kept in the address.
  await pages.getByRole("button", { name: "Strona 2" }).click();
  await expect(page).toHaveURL(/\/tools\?page=2$/);
  await expect(pages.getByText("Narzędzia 10–18 z 30")).toBeVisible();
  await expect(toolList(page).getByRole("heading", { level: 3 }).first()).toHaveText("HireHelper");

  // A domain and a business area: back to page 1, each kind counted once.
  await applyCategories(page, ["Tekst", "Edukacja"]);
  await expect(page).toHaveURL(/\/tools\?domain=text&business=education$/);
  await expect(toolList(page).getByRole("article")).toHaveCount(7);
  await expect(found(page)).toHaveText("Znaleziono 7 narzędzi");
  await expect(page.getByRole("button", { name: "Filtry, aktywne: 2" })).toBeVisible();

  // A search on top: counted too.
  await page.getByRole("searchbox", { name: "Szukaj narzędzi" }).fill("prezent");
  await expect(page).toHaveURL(/\/tools\?search=prezent&domain=text&business=education$/);
  await expect(toolList(page).getByRole("article")).toHaveCount(1);
  await expect(toolList(page).getByRole("link", { name: "SlideMaker" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Filtry, aktywne: 3" })).toBeVisible();

  // Back and Forward step through the filters; a reload keeps them.
  await page.goBack();
  await expect(toolList(page).getByRole("article")).toHaveCount(7);
  await expect(page.getByRole("searchbox", { name: "Szukaj narzędzi" })).toHaveValue("");
  await page.goForward();
  await expect(toolList(page).getByRole("article")).toHaveCount(1);
  await page.reload();
  await expect(toolList(page).getByRole("link", { name: "SlideMaker" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Filtry, aktywne: 3" })).toBeVisible();

  // The whole catalogue again; DataLens marked: the heart and the count at once, and a toast.
  await page.getByRole("button", { name: "Wyczyść filtry" }).click();
  await expect(page).toHaveURL(/\/tools$/);
  const toggle = toolList(page).getByRole("button", { name: "Ulubione: DataLens" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toHaveAccessibleDescription("1 osoba dodała do ulubionych");
  await expect(page.getByText("Dodano do ulubionych")).toBeVisible();

  // Favorites only finds it beside the learner's two.
  await page.getByText("Tylko ulubione", { exact: true }).click();
  await expect(page).toHaveURL(/\/tools\?favorites=1$/);
  await expect(toolList(page).getByRole("heading", { level: 3 })).toHaveText(["ChatAssist", "DataLens", "ImageForge"]);
  await expect(page.getByRole("button", { name: "Filtry, aktywne: 1" })).toBeVisible();

  // Its page: what it does, the link out in a new tab, the favorite, and related tools.
  await toolList(page).getByRole("link", { name: "DataLens" }).click();
  await expect(page).toHaveURL(/\/tools\/t-datalens$/);
  const heading = page.getByRole("heading", { level: 1, name: "DataLens" });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle("DataLens – Campus AI");
  const summary = page.getByRole("complementary", { name: "Najważniejsze informacje" });
  await expect(summary.getByText("Freemium")).toBeVisible();
  await expect(summary.getByRole("button", { name: "Ulubione" })).toHaveAttribute("aria-pressed", "true");
  await expect(summary.getByText("1 osoba dodała do ulubionych")).toBeVisible();
  const open = summary.getByRole("link", { name: "Przejdź do narzędzia (otwiera się w nowej karcie)" });
  await expect(open).toHaveAttribute("target", "_blank");
  await expect(open).toHaveAttribute("href", "https://example.com/tools/datalens");
  const related = page.getByRole("region", { name: "Podobne narzędzia" });
  await expect(related.getByRole("article")).toHaveCount(3);

  // A related tool at a glance in the drawer, then its own page.
  const first = related.getByRole("heading", { level: 3 }).first();
  const name = (await first.textContent()) ?? "";
  await related.getByRole("button", { name: `Szybki podgląd: ${name}` }).click();
  const drawer = page.getByRole("dialog", { name });
  await expect(drawer.getByRole("link", { name: /Przejdź do narzędzia/ })).toHaveAttribute("target", "_blank");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await related.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeFocused();
  await expect(page).not.toHaveURL(/t-datalens/);

  // Back on DataLens, the favorite is taken back: the toast says so.
  await page.goBack();
  await summary.getByRole("button", { name: "Ulubione" }).click();
  await expect(summary.getByRole("button", { name: "Ulubione" })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("Usunięto z ulubionych")).toBeVisible();
  await expect(summary.getByText("0 osób dodało do ulubionych")).toBeVisible();
});

test("a learner whose organization has no tools catalogue finds it nowhere by address", async ({ page }) => {
  await signInByApi(page.context().request, RESTRICTED);
  const toolCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/tools")) toolCalls.push(request.url());
  });
  for (const path of ["/tools", "/tools?favorites=1", "/tools/t-datalens"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Poza planem Twojej organizacji" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Narzędzia AI" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "DataLens" })).toHaveCount(0);
  }
  expect(toolCalls).toEqual([]);
});
