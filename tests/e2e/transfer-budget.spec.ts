import { expect, test } from "./fixtures";

/**
 * What a first visit to /login costs on the wire (issue 20), measured the way the server sends it: a fresh
 * browser with an empty cache, every response's bytes as Chromium received them (headers plus the
 * compressed body). A dependency that doubles the entry, or a server that stops compressing, fails here.
 *
 * The budget is today's figure with a little room, not yet the goal (200 kB in all): the scripts still
 * have to shrink. Lower it as they do (node tests/bench/cold-login.mjs prints the figures).
 */
/** Everything /login loads: today about 238 kB (issue 20 goal: 200 kB). */
const COLD_LOGIN_BUDGET = 250_000;
/**
 * The fonts: the campus's one Inter file for the characters and weights it writes in (campus-font.ts), about
 * 27 kB; the design system's per-range files, 134 kB for Polish before, stay unloaded.
 */
const FONTS_BUDGET = 30_000;
/**
 * The scripts /login loads (the entry, the strings of its language, the frame, the gate and the page, which
 * index.html preloads), compressed: today about 195 kB. The frame carries no part of the shell, and the page's
 * language choice no menu or popover.
 */
const SCRIPTS_BUDGET = 205_000;

test("a cold /login transfers its HTML, scripts, styles and fonts compressed and within the budget", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const responses = new Map<string, { type: string; url: string; encoding: string }>();
  const loaded: { type: string; url: string; encoding: string; bytes: number }[] = [];
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    responses.set(requestId, { type, url: response.url, encoding: String(headers["content-encoding"] ?? "") });
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) loaded.push({ ...response, bytes: encodedDataLength });
  });

  await page.goto("/login", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "Zaloguj się do Campus AI" })).toBeVisible();

  const summary = loaded.map((row) => `${row.bytes} ${row.type} ${row.encoding || "-"} ${row.url}`).join("\n");
  const of = (type: string) => loaded.filter((row) => row.type === type);
  const sum = (rows: typeof loaded) => rows.reduce((total, row) => total + row.bytes, 0);

  expect(of("Document"), summary).toHaveLength(1);
  expect(of("Script").length, summary).toBeGreaterThan(0);
  // Every page, script and style of any size comes compressed (brotli: Chromium asks for it).
  for (const row of loaded.filter((row) => ["Document", "Script", "Stylesheet"].includes(row.type) && row.bytes > 2000))
    expect(row.encoding, `${row.url} is sent uncompressed\n${summary}`).toBe("br");

  expect(sum(of("Script")), summary).toBeLessThanOrEqual(SCRIPTS_BUDGET);
  expect(
    of("Font").map((row) => new URL(row.url).pathname),
    summary,
  ).toEqual([expect.stringMatching(/^\/assets\/inter-campus-[\w-]+\.woff2$/)]);
  expect(sum(of("Font")), summary).toBeLessThanOrEqual(FONTS_BUDGET);
  expect(sum(loaded), summary).toBeLessThanOrEqual(COLD_LOGIN_BUDGET);
});
