import type { APIRequestContext } from "@playwright/test";
import { csrfHeader, expect, STAFF, signInByApi, signInOnPage, test } from "./fixtures";
import { mailsTo, signInAtProviderAs } from "./outside-world";

/**
 * A provider's learners come in without SQL: staff invite one, who follows the emailed link, chooses a password
 * and lands signed in; a learner who forgot their password gets a link by email; a learner of an organization
 * signs in through its identity provider. Mail goes through a real SMTP server, sign-on through a real OpenID
 * Provider (apps/api/test/outside-world.ts).
 */
const NEW_PASSWORD = "Zielona-łąka-nad-Wisłą-7";

async function invite(request: APIRequestContext, email: string, firstName: string): Promise<void> {
  await signInByApi(request, STAFF);
  const invited = await request.post("/api/staff/learners", {
    data: { email, firstName, lastName: "Zaproszona", organizationId: "org-demo", rankStage: 2, language: "pl" },
    headers: await csrfHeader(request),
  });
  expect(invited.status(), await invited.text()).toBe(200);
}

/** The newest mail's first link to the campus, once the campus's sender has delivered it. */
async function linkInNewestMail(address: string, count: number): Promise<string> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000 }).toBe(count);
  const mail = (await mailsTo(address)).at(-1);
  const link = mail?.links.find((l) => l.includes("/password/"));
  expect(link, mail?.text).toBeTruthy();
  return link ?? "";
}

test("an invited learner follows the emailed link, chooses a password and lands signed in", async ({
  page,
  playwright,
  baseURL,
  watch,
}) => {
  const staff = await playwright.request.newContext({ baseURL });
  await invite(staff, "ola.zaproszona@example.com", "Ola");
  await staff.dispose();
  const mail = await linkInNewestMail("ola.zaproszona@example.com", 1);
  expect(new URL(mail).origin).toBe(baseURL);

  await page.goto(mail);
  await expect(page.getByRole("heading", { level: 1, name: "Witaj, Ola! Wybierz hasło" })).toBeVisible();
  await expect(page.getByText("ola.zaproszona@example.com")).toBeVisible();
  await page.getByLabel("Nowe hasło").fill("krótkie");
  await page.getByLabel("Nowe hasło").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Zapisz hasło i zaloguj się" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Ola!" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");

  // The link worked once.
  watch.expectFailure({ path: new URL(mail).pathname.replace("/password/", "/api/auth/password-link/"), status: 404 });
  await page.context().clearCookies();
  await page.goto(mail);
  await expect(page.getByRole("heading", { level: 1, name: "Ten link już nie działa" })).toBeVisible();
});

test("a learner who forgot their password gets a link by email and signs in with a new one", async ({
  page,
  playwright,
  baseURL,
}) => {
  // An account of this journey's own, invited and set up through its link, so no other journey's password changes.
  const staff = await playwright.request.newContext({ baseURL });
  await invite(staff, "zapominalska@example.com", "Ewa");
  await staff.dispose();
  const invitation = await linkInNewestMail("zapominalska@example.com", 1);
  const token = new URL(invitation).pathname.split("/").at(-1);
  const setUp = await page.request.post("/api/auth/set-password", {
    data: { token, password: "Pierwsze-hasło-Ewy-2026" },
  });
  expect(setUp.status(), await setUp.text()).toBe(200);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Nie pamiętasz hasła?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nie pamiętasz hasła?" })).toBeVisible();
  await page.getByLabel("Adres e-mail").fill("zapominalska@example.com");
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await expect(page.getByRole("heading", { name: "Sprawdź swoją skrzynkę" })).toBeVisible();

  const reset = await linkInNewestMail("zapominalska@example.com", 2);
  await page.goto(reset);
  await expect(page.getByRole("heading", { level: 1, name: "Wybierz nowe hasło" })).toBeVisible();
  await page.getByLabel("Nowe hasło").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Zapisz hasło i zaloguj się" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Ewa!" })).toBeVisible();
});

test("a learner signs in through their organization's identity provider", async ({ page }) => {
  await signInAtProviderAs("anna");
  await page.goto("/login");
  await page.getByRole("button", { name: "Zaloguj przez Acme ID" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
});

test("an identity the campus has no account for is sent back to the login page with the reason", async ({ page }) => {
  await signInAtProviderAs("stranger");
  await page.goto("/login");
  await page.getByRole("button", { name: "Zaloguj przez Acme ID" }).click();
  await expect(page.getByRole("alert")).toContainText("nie ma konta");
  await expect(page.getByRole("heading", { level: 1, name: "Zaloguj się do Campus AI" })).toBeVisible();
  await signInAtProviderAs("anna");
});

test("staff invite a learner from the console, who gets the mail; staff deactivate and reactivate an account", async ({
  page,
  watch,
}) => {
  // The second invitation to the same email, refused (409) and said beside the field.
  watch.expectFailure({ path: "/api/staff/learners", status: 409 });
  await signInOnPage(page, STAFF);
  // Into the console through the user menu, then across it to its learners.
  await page.getByRole("button", { name: /menu konta/ }).click();
  await page.getByRole("menuitem", { name: "Prace do oceny (zespół)" }).click();
  const consoleNav = page.getByRole("navigation", { name: "Konsola zespołu" });
  await expect(consoleNav.getByRole("link", { name: "Prace do oceny" })).toHaveAttribute("aria-current", "page");
  await consoleNav.getByRole("link", { name: "Osoby uczące się" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Osoby uczące się" })).toBeVisible();
  await expect(page).toHaveTitle("Osoby uczące się – Campus AI");
  // The demo accounts, by last name: Łucja Dąbrowska (Ł after L in Polish), and staff's own row offers nothing.
  const list = page.getByRole("region", { name: "Lista osób uczących się" });
  const ownRow = list.getByRole("row", { name: /Marek Zieliński/ });
  await expect(ownRow.getByText("Twoje konto")).toBeVisible();

  // Invite: what is missing is said first, then the invitation goes and the list shows the learner as invited.
  await page.getByRole("button", { name: "Zaproś osobę uczącą się" }).click();
  const dialog = page.getByRole("dialog", { name: "Zaproś osobę uczącą się" });
  await dialog.getByRole("button", { name: "Wyślij zaproszenie" }).click();
  await expect(dialog.getByText("Wypełnij to pole.")).toHaveCount(4);
  await dialog.getByRole("textbox", { name: /E-mail/ }).fill("jan.konsola@example.com");
  await dialog.getByRole("textbox", { name: /Imię/ }).fill("Jan");
  await dialog.getByRole("textbox", { name: /Nazwisko/ }).fill("Konsola");
  await dialog.getByRole("button", { name: /Organizacja/ }).click();
  await page.getByRole("option", { name: "Campus Demo", exact: true }).click();
  await dialog.getByRole("button", { name: "Wyślij zaproszenie" }).click();
  await expect(page.getByText("Zaproszenie wysłane: Jan Konsola")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: "Szukaj osoby uczącej się" }).fill("konsola");
  await page.getByRole("searchbox", { name: "Szukaj osoby uczącej się" }).press("Enter");
  await expect(page).toHaveURL(/\/staff\/learners\?query=konsola$/);
  const row = list.getByRole("row", { name: /Jan Konsola/ });
  await expect(row.getByText("Zaproszone")).toBeVisible();
  const link = await linkInNewestMail("jan.konsola@example.com", 1);
  expect(new URL(link).pathname).toMatch(/^\/password\//);

  // The same email again is refused beside the field, with what was typed kept.
  await page.getByRole("button", { name: "Zaproś osobę uczącą się" }).click();
  await dialog.getByRole("textbox", { name: /E-mail/ }).fill("jan.konsola@example.com");
  await dialog.getByRole("textbox", { name: /Imię/ }).fill("Jan");
  await dialog.getByRole("textbox", { name: /Nazwisko/ }).fill("Konsola");
  await dialog.getByRole("button", { name: /Organizacja/ }).click();
  await page.getByRole("option", { name: "Campus Demo", exact: true }).click();
  await dialog.getByRole("button", { name: "Wyślij zaproszenie" }).click();
  await expect(dialog.getByText("Konto z tym adresem już istnieje. Znajdź je na liście.")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /Imię/ })).toHaveValue("Jan");
  await dialog.getByRole("button", { name: "Anuluj" }).click();

  // Deactivating asks first and names the learner; reactivating brings the account back as it was.
  await row.getByRole("button", { name: "Dezaktywuj konto: Jan Konsola" }).click();
  const question = page.getByRole("alertdialog", { name: "Dezaktywować konto: Jan Konsola?" });
  await question.getByRole("button", { name: "Dezaktywuj" }).click();
  await expect(row.getByText("Dezaktywowane")).toBeVisible();
  await expect(row.getByRole("button", { name: "Przywróć konto: Jan Konsola" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(row.getByText("Zaproszone")).toBeVisible();
});

test("a learner who opens the list of learners meets the not-found page, without the console's code", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await signInOnPage(page, "learner@example.com");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/staff/learners");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/nie istnieje|Nie znaleziono|404/i);
  // The console's chunk (its review queue, works and learners) is named after its area.
  expect(scripts.filter((path) => /\/review-[\w-]+\.js$/.test(path))).toEqual([]);
});
