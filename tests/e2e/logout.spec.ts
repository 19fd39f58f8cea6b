import { campusCookie, expect, LEARNER, signInByApi, test } from "./fixtures";

test("logout ends the session for good and Back shows nothing of the learner", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInByApi(page.context().request, LEARNER);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
  // A second page in the history, so Back leads to a page of the learner's.
  await page.getByRole("navigation", { name: "Menu główne" }).getByRole("link", { name: "O Campus AI" }).click();
  await expect(page).toHaveURL(/\/about-campusai$/);
  const oldCookies = await page.context().cookies();
  expect(oldCookies.map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining(["campus_access_token", "campus_refresh_token", "campus_authorized"]),
  );

  await page.getByRole("button", { name: /menu konta/ }).click();
  await page.getByRole("menuitem", { name: "Wyloguj się" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Wylogowano pomyślnie")).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("campus_authorized");

  // The old cookies, replayed from Node (no browser logs this 401), are refused by the server.
  const replay = await playwright.request.newContext({ baseURL, storageState: { cookies: oldCookies, origins: [] } });
  const answer = await replay.get("/api/auth/get-user-data");
  expect(answer.status()).toBe(401);
  expect(((await answer.json()) as { message: string }).message).toBe("invalid_token");
  const csrf = campusCookie(oldCookies, "csrf_token")?.value ?? "";
  // Sent as the campus sends it, a JSON body, so the refusal is the session's and not the body type's.
  const refreshed = await replay.post("/api/auth/refresh-token", { headers: { "x-csrf-token": csrf }, data: {} });
  expect(refreshed.status(), await refreshed.text()).toBe(401);
  await replay.dispose();

  // Back returns to the learner's page address, which shows the login page and nothing of the learner.
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Zaloguj się do Campus AI" })).toBeVisible();
  await expect(page.getByText("Cześć, Anna!")).toHaveCount(0);
  await expect(page.getByText("Anna", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Anna Nowak")).toHaveCount(0);
  await expect(page.getByText("Wprowadzenie do AI")).toHaveCount(0);
});
