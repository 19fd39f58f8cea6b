import { csrfHeader, expect, LEARNER, STAFF, signInByApi, test } from "./fixtures";

test("a hand-off link signs the learner in and leaves no token in the address", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Staff mints a one-time link for the learner, from Node, in a session of its own.
  const staff = await playwright.request.newContext({ baseURL });
  await signInByApi(staff, STAFF);
  const minted = await staff.post("/api/staff/handoff-links", {
    data: { email: LEARNER, path: "/" },
    headers: await csrfHeader(staff),
  });
  expect(minted.status(), await minted.text()).toBe(200);
  const { url } = (await minted.json()) as { url: string };
  expect(new URL(url).searchParams.get("accessToken")).toBeTruthy();
  expect(new URL(url).searchParams.get("refreshToken")).toBeTruthy();
  await staff.dispose();

  // A browser that never signed in opens it (the test's own, fresh context).
  expect(await page.context().cookies()).toEqual([]);
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
  await expect(page.getByText("Zalogowano pomyślnie")).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/`);
  expect(page.url()).not.toMatch(/accessToken|refreshToken/);
  expect(await page.evaluate(() => window.location.search)).toBe("");
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain("campus_authorized");
});
