// Opens the built quick start (the README's app) in Debian's Chromium and uses it as its first reader would:
// the page starts light, the high-contrast switch stores and applies the theme, a reload shows high contrast
// from the first paint (the boot script, before any module runs), and the button's toast appears. Any error in
// the console fails it.
import { createServer } from "node:http";
import { chromium } from "playwright";
import sirv from "sirv";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";

/** Serves `dist` and runs the checks; throws on the first that fails. */
export async function runQuickStartInBrowser(dist) {
  const server = createServer(sirv(dist, { dev: false, single: true }));
  await new Promise((listening) => server.listen(0, "127.0.0.1", listening));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    // What the page's root says before any of the app's modules has run: the boot script's work alone.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive") {
          sessionStorage.setItem("themeAtFirstParse", document.documentElement.dataset.theme ?? "none");
        }
      });
    });
    const expect = (what, holds) => {
      if (!holds) throw new Error(`The quick start in Chromium: ${what}`);
    };

    await page.goto(url);
    const contrast = page.getByRole("button", { name: "High contrast" });
    await contrast.waitFor();
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    expect("starts in the light theme", (await theme()) === "light");
    expect("the switch starts unpressed", (await contrast.getAttribute("aria-pressed")) === "false");

    await contrast.click();
    expect("the switch applies high contrast", (await theme()) === "high-contrast");
    expect("the switch is pressed", (await contrast.getAttribute("aria-pressed")) === "true");
    expect("the switch stores the choice", (await page.evaluate(() => localStorage.getItem("darkMode"))) === "true");

    await page.reload();
    await contrast.waitFor();
    expect(
      "after a reload, the boot script applies high contrast before the app's modules run",
      (await page.evaluate(() => sessionStorage.getItem("themeAtFirstParse"))) === "high-contrast",
    );
    expect("after a reload, the switch is still pressed", (await contrast.getAttribute("aria-pressed")) === "true");

    await page.getByRole("textbox", { name: "Your name" }).fill("Ada");
    await page.getByRole("button", { name: "Say hello" }).click();
    await page.getByText("Welcome, Ada!").waitFor();
    expect("the console stays free of errors", errors.length === 0);
    console.log("The quick start runs in Chromium: theme switch, boot before first paint, toast.");
  } finally {
    await browser.close();
    server.close();
  }
}
