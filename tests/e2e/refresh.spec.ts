import type { Page } from "@playwright/test";
import { expect, LEARNER, signInByApi, test } from "./fixtures";

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
