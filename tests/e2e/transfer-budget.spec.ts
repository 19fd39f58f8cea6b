import type { Page } from "@playwright/test";
import { expect, LEARNER, READY, signInByApi, test } from "./fixtures";

/**
 * What a first visit to /login costs on the wire (issue 20), measured the way the server sends it: a fresh
 * browser with an empty cache, every response's bytes as Chromium received them (headers plus the
 * compressed body). A dependency that doubles the entry, or a server that stops compressing, fails here.
 *
 * The budget is today's figure with a little room, not yet the goal (200 kB in all): the scripts still
 * have to shrink. Lower it as they do (node tests/bench/cold-login.mjs prints the figures).
 */
/** Everything /login loads: today about 228 kB (issue 20 goal: 200 kB). */
const COLD_LOGIN_BUDGET = 237_000;
/**
 * The fonts: the campus's one Inter file for the characters and weights it writes in (campus-font.ts), about
 * 27 kB; the design system's per-range files, 134 kB for Polish before, stay unloaded.
 */
const FONTS_BUDGET = 30_000;
/**
 * The scripts /login loads (the entry, the frame's strings of its language, the frame, the gate and the page,
 * which index.html preloads), compressed: today about 184 kB. The frame carries no part of the shell nor the
 * campus's strings, and the page's language choice no menu or popover.
 */
const SCRIPTS_BUDGET = 191_000;

/**
 * The scripts of a signed-in learner's first visit to each page of issue 20, compressed, all it loads until the
 * network is idle (the entry, the frame, the gates, the shell, the page and the strings of its language): today's
 * figure with about 4% of room, as for /login. Today: / 251 kB, /programs 279 kB, /course/c-intro 297 kB,
 * /course-test/c-intro 275 kB, /tools 280 kB. Lower them as the scripts shrink; a change that grows a page past
 * its budget is told so with every response and its bytes.
 */
const SIGNED_IN_SCRIPTS_BUDGETS: Record<string, number> = {
  "/": 260_000,
  "/programs": 290_000,
  "/course/c-intro": 310_000,
  // 277: the strings of My learning, the lesson's sequence and the gates' reasons (about 1 kB compressed) are in the
  // campus's strings part that every signed-in page loads; splitting that part by area is the way back under 275.
  "/course-test/c-intro": 277_000,
  "/tools": 290_000,
};
/** No page's own chunk, nor a chunk pages share, over 50 kB compressed (issue 20); the entry is budgeted apart. */
const CHUNK_BUDGET = 50_000;

interface Transfer {
  type: string;
  url: string;
  encoding: string;
  bytes: number;
}

const sum = (rows: Transfer[]) => rows.reduce((total, row) => total + row.bytes, 0);

/**
 * Records what `page` receives from now on with its cache disabled, the way Chromium received it (headers plus
 * the body as sent); the function it returns reads the responses finished so far.
 */
async function recordTransfers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const responses = new Map<string, Omit<Transfer, "bytes">>();
  const loaded: Transfer[] = [];
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    responses.set(requestId, { type, url: response.url, encoding: String(headers["content-encoding"] ?? "") });
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) loaded.push({ ...response, bytes: encodedDataLength });
  });
  return () => {
    const rows = [...loaded];
    const of = (type: string) => rows.filter((row) => row.type === type);
    return {
      rows,
      of,
      summary: rows.map((row) => `${row.bytes} ${row.type} ${row.encoding || "-"} ${row.url}`).join("\n"),
    };
  };
}

/** Every page, script and style of any size comes compressed (brotli: Chromium asks for it). */
function expectCompressed(rows: Transfer[], summary: string) {
  for (const row of rows.filter((row) => ["Document", "Script", "Stylesheet"].includes(row.type) && row.bytes > 2000))
    expect(row.encoding, `${row.url} is sent uncompressed\n${summary}`).toBe("br");
}

/** The one Inter file of the campus, within its budget; the design system's per-range files stay unloaded. */
function expectOneFont(fonts: Transfer[], summary: string) {
  expect(
    fonts.map((row) => new URL(row.url).pathname),
    summary,
  ).toEqual([expect.stringMatching(/^\/assets\/inter-campus-[\w-]+\.woff2$/)]);
  expect(sum(fonts), summary).toBeLessThanOrEqual(FONTS_BUDGET);
}

test("a cold /login transfers its HTML, scripts, styles and fonts compressed and within the budget", async ({
  page,
}) => {
  const transfers = await recordTransfers(page);
  await page.goto("/login", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "Zaloguj się do Campus AI" })).toBeVisible();

  const { rows, of, summary } = transfers();
  expect(of("Document"), summary).toHaveLength(1);
  expect(of("Script").length, summary).toBeGreaterThan(0);
  expectCompressed(rows, summary);
  expect(sum(of("Script")), summary).toBeLessThanOrEqual(SCRIPTS_BUDGET);
  expectOneFont(of("Font"), summary);
  expect(sum(rows), summary).toBeLessThanOrEqual(COLD_LOGIN_BUDGET);
});

for (const [path, budget] of Object.entries(SIGNED_IN_SCRIPTS_BUDGETS)) {
  test(`a signed-in learner's cold ${path} loads its scripts compressed, within its budget, no chunk over 50 kB`, async ({
    page,
  }) => {
    // The closed test's own page is measured as ready@ sees it: c-intro's lessons done, the test open (issue 40).
    await signInByApi(page.context().request, path.startsWith("/course-test/") ? READY : LEARNER);
    const transfers = await recordTransfers(page);
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const { rows, of, summary } = transfers();
    const scripts = of("Script");
    expectCompressed(rows, summary);
    expectOneFont(of("Font"), summary);
    // The entry is the document's own script; it is weighed against the hello app by `pnpm bench:bundle`.
    const entry = await page.locator('script[type="module"][src]').getAttribute("src");
    const chunks = scripts.filter((row) => new URL(row.url).pathname !== entry);
    expect(chunks.length, summary).toBe(scripts.length - 1);
    for (const chunk of chunks)
      expect(chunk.bytes, `${chunk.url} is over 50 kB\n${summary}`).toBeLessThanOrEqual(CHUNK_BUDGET);
    expect(sum(scripts), summary).toBeLessThanOrEqual(budget);
  });
}
