import { expect, LEARNER, RESTRICTED, signInByApi, test } from "./fixtures";

test("a learner filters the partners, pages them and opens one's offer", async ({ page }) => {
  await signInByApi(page.context().request, LEARNER);
  await page.goto("/about-campusai");
  // Benefits are not in the menu list (SPEC section 2): the learner finds them in the user menu.
  await expect(
    page.getByRole("navigation", { name: "Menu główne" }).getByRole("link", { name: "Benefity partnerów" }),
  ).toHaveCount(0);
  await page.getByRole("button", { name: /menu konta/ }).click();
  await page.getByRole("menuitem", { name: "Benefity partnerów" }).click();
  await expect(page).toHaveURL(/\/benefits$/);
  await expect(page).toHaveTitle("Benefity partnerów – Campus AI");
  await expect(page.getByRole("heading", { level: 1, name: "Benefity partnerów" })).toBeVisible();
  const list = page.getByRole("region", { name: "Lista partnerów" });
  await expect(list.getByRole("article")).toHaveCount(9);
  await expect(page.getByRole("status")).toHaveText("Znaleziono 10 partnerów");

  // The second page holds the tenth partner, and the address says so.
  await page.getByRole("navigation", { name: "Strony partnerów" }).getByRole("button", { name: "Strona 2" }).click();
  await expect(page).toHaveURL(/\/benefits\?page=2$/);
  await expect(list.getByRole("article")).toHaveCount(1);
  await expect(list.getByRole("heading", { name: "TalkTrain" })).toBeVisible();

  // Education partners with 'lektor' in their offer: the category and the search count 1 each.
  await page.getByRole("button", { name: "Filtry" }).click();
  const panel = page.getByRole("dialog", { name: "Filtruj benefity" });
  await panel.getByRole("searchbox", { name: "Szukaj partnerów" }).fill("lektor");
  // The input is visually hidden under its label, which takes the click.
  await panel.getByText("Edukacja", { exact: true }).click();
  await expect(panel.getByRole("checkbox", { name: "Edukacja", exact: true })).toBeChecked();
  await panel.getByRole("button", { name: "Zastosuj" }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Filtry, aktywne: 2" })).toBeVisible();
  await expect(page).toHaveURL(/\/benefits\?search=lektor&category=education$/);
  await expect(list.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("status")).toHaveText("Znaleziono 1 partnera");

  // The filtered list survives a reload, and Back returns to the second page.
  await page.reload();
  await expect(list.getByRole("heading", { name: "SkillUp" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Filtry, aktywne: 2" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/benefits\?page=2$/);
  await page.goForward();

  // The partner's page: its offer, how to use it and its site in a new tab; focus starts on its name.
  await list.getByRole("link", { name: "SkillUp" }).click();
  await expect(page).toHaveURL(/\/benefit\/pa-skillup$/);
  const name = page.getByRole("heading", { level: 1, name: "SkillUp" });
  await expect(name).toBeFocused();
  await expect(page).toHaveTitle("SkillUp – Campus AI");
  const offer = page.getByRole("region", { name: "Twoja korzyść" });
  await expect(offer.getByText("Pierwsza lekcja z lektorem gratis")).toBeVisible();
  await expect(offer.getByRole("heading", { name: "Jak skorzystać" })).toBeVisible();
  const visit = offer.getByRole("link", { name: /Przejdź do strony SkillUp/ });
  await expect(visit).toHaveAttribute("target", "_blank");
  await expect(visit).toHaveAttribute("href", "https://example.com/partners/skillup");

  // A partner with a code: it is shown to copy.
  await page.goto("/benefit/pa-cloudnest");
  await expect(page.getByRole("region", { name: "Twoja korzyść" }).getByText("CAMPUS10")).toBeVisible();
});

test("the community shows its cards, and the six built-in ones when its call fails", async ({ page, watch }) => {
  await signInByApi(page.context().request, LEARNER);
  await page.goto("/community");
  await expect(page).toHaveTitle("Społeczność – Campus AI");
  const list = page.getByRole("region", { name: "Miejsca społeczności" });
  await expect(list.getByRole("article")).toHaveCount(6);
  const discord = list.getByRole("link", { name: /Dołącz do naszego Discorda/ });
  await expect(discord).toHaveAttribute("target", "_blank");
  await expect(discord).toHaveAttribute("href", "https://discord.example.com/campus-ai");
  await expect(list.getByText("#networking")).toBeVisible();
  // The job board is not open yet: no link, and it says so.
  await expect(list.getByRole("link", { name: /Oferty pracy w AI/ })).toHaveCount(0);
  await expect(list.getByText("Wkrótce")).toBeVisible();

  // The community call fails: the built-in cards, and no error.
  watch.expectFailure({ path: "/api/community", status: 500 });
  await page.route("**/api/community*", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ statusCode: 500, error: "Internal Server Error", message: "Community is down." }),
    }),
  );
  await page.reload();
  await expect(list.getByRole("article")).toHaveCount(6);
  await expect(list.getByRole("link", { name: /Dołącz do naszego Discorda/ })).toHaveAttribute("target", "_blank");
  await expect(list.getByText("Wkrótce")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("the about page gives the Mastermind's facts", async ({ page }) => {
  await signInByApi(page.context().request, LEARNER);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Menu główne" }).getByRole("link", { name: "O Campus AI" }).click();
  await expect(page).toHaveURL(/\/about-campusai$/);
  await expect(page.getByRole("heading", { level: 1, name: "O Campus AI" })).toBeFocused();
  const mastermind = page.getByRole("region", { name: "Mastermind" });
  for (const fact of ["4 miesiące", "10 liderów", "Co 2–3 tygodnie", "W pierwszą środę każdego miesiąca"]) {
    await expect(mastermind.getByText(fact, { exact: true })).toBeVisible();
  }
});

test("a restricted learner typing the addresses of benefits and community finds nothing", async ({ page }) => {
  await signInByApi(page.context().request, RESTRICTED);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/(partners|community)/.test(request.url())) asked.push(request.url());
  });
  for (const path of ["/benefits", "/benefit/pa-cloudnest", "/community"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Poza planem Twojej organizacji" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Wróć na stronę główną" })).toBeVisible();
  }
  // The pages never rendered, so their data was never asked for.
  expect(asked).toEqual([]);
  // About is everyone's.
  await page.goto("/about-campusai");
  await expect(page.getByRole("heading", { level: 1, name: "O Campus AI" })).toBeVisible();
});
