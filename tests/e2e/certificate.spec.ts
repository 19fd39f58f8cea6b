import { readFile } from "node:fs/promises";
import { completeLessonsByApi, csrfHeader, expect, STAFF, signInByApi, test } from "./fixtures";

/**
 * A certificate anyone can verify, on the production server. staff@ earns the certificate of "Wprowadzenie do AI"
 * (c-intro): no other journey depends on that account's courses. The right answers of every seeded test are the
 * first answer, the first two, the first and the first.
 */
const PASSING = [
  { q: "c-intro-t-q1", a: ["c-intro-t-q1-a1"] },
  { q: "c-intro-t-q2", a: ["c-intro-t-q2-a1", "c-intro-t-q2-a2"] },
  { q: "c-intro-t-q3", a: ["c-intro-t-q3-a1"] },
  { q: "c-intro-t-q4", a: ["c-intro-t-q4-a1"] },
];
const UNKNOWN_ID = "0000000000000000000000000Z";

test("a certificate earned through the API is offered again on the course page and verified by anyone", async ({
  page,
  newContext,
  watch,
}) => {
  const request = page.context().request;
  await signInByApi(request, STAFF);
  // The test opens once the course's lessons are completed (issue 40).
  await completeLessonsByApi(request, "c-intro");
  const checked = await request.post("/api/closed-test/check/c-intro", {
    data: { answers: PASSING },
    headers: await csrfHeader(request),
  });
  expect(((await checked.json()) as { result: { passed: boolean } }).result.passed).toBe(true);
  const png = await request.post("/api/course/generate-certificate/c-intro", {
    data: {},
    headers: await csrfHeader(request),
  });
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");
  const course = (await (await request.get("/api/course/c-intro")).json()) as {
    data: { progress: { certificateId: string } };
  };
  const id = course.data.progress.certificateId;
  expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);

  // The finished course offers the certificate again, and its public page.
  await page.goto("/course/c-intro");
  // A finished course first asks for a review: not now.
  await page.getByRole("dialog", { name: "Oceń kurs" }).getByRole("button", { name: "Nie teraz" }).click();
  const ending = page.getByRole("region", { name: "Zakończenie kursu" });
  const download = page.waitForEvent("download");
  await ending.getByRole("button", { name: "Pobierz certyfikat" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^certificate-c-intro-\d{4}-\d{2}-\d{2}\.png$/);
  expect((await readFile((await file.path()) as string)).subarray(1, 4).toString()).toBe("PNG");
  await expect(page.getByText("Certyfikat został pobrany.")).toBeVisible();
  await expect(ending.getByRole("link", { name: "Publiczna strona certyfikatu" })).toHaveAttribute(
    "href",
    `/verify/${id}`,
  );

  // A second browser with no session: the public page shows holder and course, and asks not to be indexed.
  const visitor = await (await newContext()).newPage();
  await visitor.goto(`/verify/${id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Certyfikat jest ważny" })).toBeVisible();
  const record = visitor.getByRole("region", { name: "Dane certyfikatu" });
  await expect(record.getByText("Marek Zieliński")).toBeVisible();
  await expect(record.getByText("Wprowadzenie do AI")).toBeVisible();
  await expect(record.getByText(id)).toBeVisible();
  await expect(visitor).toHaveURL(new RegExp(`/verify/${id}$`));
  await expect(visitor).toHaveTitle("Certyfikat jest ważny – Campus AI");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  // An id no certificate has: said plainly, and the visitor stays on the page.
  watch.expectFailure({ path: `/api/certificates/${UNKNOWN_ID}`, status: 404 });
  await visitor.goto(`/verify/${UNKNOWN_ID}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Nie znaleziono certyfikatu" })).toBeVisible();
  await expect(visitor.getByText(`identyfikatorze ${UNKNOWN_ID}`, { exact: false })).toBeVisible();
  await expect(visitor).toHaveURL(new RegExp(`/verify/${UNKNOWN_ID}$`));

  // The public key that verifies the signed credential is served at the root, not swallowed by the app's pages.
  const keys = await visitor.request.get("/.well-known/jwks.json");
  expect(keys.status()).toBe(200);
  expect(keys.headers()["content-type"]).toContain("application/jwk-set+json");
  expect(((await keys.json()) as { keys: { kty: string }[] }).keys[0]?.kty).toBe("EC");
  const record2 = (await (await visitor.request.get(`/api/certificates/${id}`)).json()) as { credential: string };
  expect(record2.credential.split(".")).toHaveLength(3);
});
