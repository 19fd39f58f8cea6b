// What a cold, signed-out first visit transfers, measured the way the server sends it (pnpm bench:cold-login is not
// defined; run it directly). Starts the production server on a fresh in-memory database with the built campus
// (CAMPUS_DIST, default apps/campus/dist), opens /login (or --path) in Debian's Chromium with an empty cache and sums
// the bytes each response took on the wire (Chrome's encodedDataLength: headers and compressed body), by type.
//
// --identity asks for no compression at all (what the server sent before it compressed anything).
// --path opens another address signed out, such as / or /course/c-intro: the app sends it to /login, and what it
//   downloads on the way counts.
// --slow throttles the browser for real, as Lighthouse's devtools throttling does (slow 4G: 562.5 ms round trips,
//   1.47 Mbit/s down; a 4x slower CPU), and lists the responses in the order they were asked for, with when each
//   was asked for and when it ended, and when the login page's heading showed: what waits for what.
//
//   node tests/bench/cold-login.mjs [--port 3207] [--dist apps/campus/dist] [--identity] [--path /] [--slow]

import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { buildServerWhenStale, serverEntry } from "../../apps/api/build.mjs";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";

const root = resolve(import.meta.dirname, "../..");
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const port = Number(arg("port", "3207"));
const dist = resolve(root, arg("dist", "apps/campus/dist"));
const base = `http://127.0.0.1:${port}`;
const path = arg("path", "/login");
const slow = process.argv.includes("--slow");

await buildServerWhenStale({ quiet: true });
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PGLITE_DATA_DIR: "memory://",
    DATABASE_URL: "",
    SEED: "demo",
    CAMPUS_DIST: dist,
    LOG_LEVEL: "warn",
    CSRF_SECRET: "bench-csrf-secret-0123456789abcdef0123456789",
  },
});

try {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/login`)).ok) break;
    } catch {}
    if (tries > 240) throw new Error("The server did not start.");
    await new Promise((done) => setTimeout(done, 500));
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (slow) {
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  if (process.argv.includes("--identity"))
    await cdp.send("Network.setExtraHTTPHeaders", { headers: { "accept-encoding": "identity" } });
  const responses = new Map();
  const asked = new Map();
  cdp.on("Network.requestWillBeSent", ({ requestId, timestamp }) => asked.set(requestId, timestamp));
  cdp.on("Network.responseReceived", ({ requestId, type, response }) =>
    responses.set(requestId, { type, url: response.url, encoding: response.headers["content-encoding"] ?? "" }),
  );
  const rows = [];
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength, timestamp }) => {
    const response = responses.get(requestId);
    if (response) rows.push({ ...response, bytes: encodedDataLength, start: asked.get(requestId), end: timestamp });
  });
  // When the page's heading first shows, noted by the page itself.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector("h1")) return;
      window.headingAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${base}${path}`, { waitUntil: slow ? "load" : "networkidle" });
  await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 60_000 });
  const headingAt = await page.evaluate(() => window.headingAt);
  if (slow) await page.waitForLoadState("networkidle");
  await browser.close();

  const byType = {};
  for (const row of rows) byType[row.type] = (byType[row.type] ?? 0) + row.bytes;
  const navigation = Math.min(...rows.map((row) => row.start));
  const ms = (timestamp) => String(Math.round((timestamp - navigation) * 1000)).padStart(6);
  rows.sort(slow ? (a, b) => a.start - b.start : (a, b) => b.bytes - a.bytes);
  for (const row of rows)
    console.log(
      `${slow ? `${ms(row.start)} ${ms(row.end)} ` : ""}${String(row.bytes).padStart(8)}  ${row.type.padEnd(10)} ${row.encoding.padEnd(5)} ${row.url.replace(base, "")}`,
    );
  console.log("");
  if (slow) console.log(`The page's heading showed at ${Math.round(headingAt)} ms.\n`);
  for (const [type, bytes] of Object.entries(byType)) console.log(`${type.padEnd(12)} ${(bytes / 1000).toFixed(1)} kB`);
  console.log(`${"total".padEnd(12)} ${(rows.reduce((sum, row) => sum + row.bytes, 0) / 1000).toFixed(1)} kB`);
} finally {
  server.kill();
}
