import type { APIRequestContext } from "@playwright/test";
import { csrfHeader, expect, STAFF, signInByApi, test } from "./fixtures";
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
