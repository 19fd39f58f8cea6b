import type { Page } from "@playwright/test";
import { campusCookie, csrfHeader, expect, LEARNER, signInByApi, test } from "./fixtures";

/** Counts the session refreshes and the visits of the login page, from now on. */
function record(page: Page) {
  const refreshes: string[] = [];
  const addresses: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/refresh-token") refreshes.push(request.method());
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
  });
  return { refreshes, addresses };
}

test("an expired access token is refreshed once behind the learner's back", async ({ page, watch }) => {
  const seen = record(page);
  await signInByApi(page.context().request, LEARNER);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Jeszcze nierozpoczęte" })).toBeVisible();
  // No call may be on its way when the cookie goes (one cancelled by the reload is another journey's).
  await page.waitForLoadState("networkidle");
  expect(seen.refreshes).toEqual([]);

  // The access cookie expires in the browser: the first call of the reloaded page answers 401 "Access token
  // expired", which Chromium logs as a console error (expected here, and only this one), and the client
  // refreshes the session once and retries.
  watch.expectFailure({ path: "/api/auth/get-user-data", status: 401 });
  await page.context().clearCookies({ name: "campus_access_token" });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Jeszcze nierozpoczęte" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Anna/ })).toBeVisible();
  expect(seen.refreshes).toEqual(["POST"]);
  expect(seen.addresses).not.toContain("/login");
  await expect(page).toHaveURL(/\/$/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain("campus_access_token");
});

test("a reload while calls are still on their way keeps the learner signed in", async ({ page }) => {
  const seen = record(page);
  await signInByApi(page.context().request, LEARNER);
  // The top bar's programs answer is held back until the reload has cancelled it.
  let reached!: () => void;
  const onItsWay = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/toolbar", async (route) => {
    reached();
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
  await onItsWay;
  await page.unroute("**/api/toolbar");
  await page.reload();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Menu główne" }).getByRole("button", { name: "Programy" }),
  ).toBeVisible();
  expect(seen.addresses).not.toContain("/login");
  expect(seen.refreshes).toEqual([]);
});

test("a refresh token stolen and used first is found out: the learner's next call ends the thief's session too", async ({
  page,
  playwright,
  baseURL,
  watch,
}) => {
  await signInByApi(page.context().request, LEARNER);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  // The thief holds a copy of the learner's refresh and CSRF cookies and refreshes first: rotation hands the
  // thief a fresh session and ends the learner's access token.
  const jar = (await page.context().storageState()).cookies;
  const stolen = ["refresh_token", "csrf_token"].flatMap((name) => campusCookie(jar, name) ?? []);
  expect(stolen).toHaveLength(2);
  const thief = await playwright.request.newContext({ baseURL, storageState: { cookies: stolen, origins: [] } });
  const refreshed = await thief.post("/api/auth/refresh-token", { headers: await csrfHeader(thief) });
  expect(refreshed.status(), await refreshed.text()).toBe(200);
  expect((await thief.get("/api/auth/get-user-data")).status()).toBe(200);
  // Past the grace in which a second refresh of the same token counts as a parallel tab's.
  await page.waitForTimeout(2_500);

  // The learner's next call meets invalid_token: the campus signs them out and, on its way, shows the server
  // the refresh token it holds, now a replay, which ends the session the thief took over.
  watch.expectFailure({ path: "/api/auth/get-user-data", status: 401 });
  watch.expectFailure({ path: "/api/homepage-data", status: 401 });
  watch.expectFailure({ path: "/api/toolbar", status: 401 });
  const presented = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/auth/destroy-token");
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  expect((await presented).status()).toBe(200);
  await expect.poll(async () => (await thief.get("/api/auth/get-user-data")).status()).toBe(401);
  await thief.dispose();
});
