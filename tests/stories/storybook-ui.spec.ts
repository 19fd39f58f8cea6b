import { expect, type Frame, type Locator, type Page, test } from "@playwright/test";

/**
 * The built Storybook as a designer meets it at 1440×900: docs pages readable in both themes, a story in
 * both themes side by side, a page story at desktop width, the UI in Inter and docs in English. The story
 * checks (test-runner.ts) check each story's own canvas; this checks what Storybook puts around them.
 */

const yellow = "rgb(255, 255, 0)";
const black = "rgb(0, 0, 0)";
const white = "rgb(255, 255, 255)";

/** The colour painted behind an element: its own background, or the first ancestor's that is not transparent. */
function paintedBehind(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") return colour;
    }
    return "none";
  });
}

const colourOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);

/** Waits until the page's web fonts have loaded, so a screenshot never shows a fallback font. */
const fontsReady = (page: Page | Frame) => page.evaluate(() => document.fonts.ready.then(() => undefined));

test.describe("docs pages", () => {
  test("in high contrast, TestQuestion's page is yellow on black, canvas included", async ({ page }) => {
    await page.goto("iframe.html?viewMode=docs&id=components-testquestion--docs&globals=theme:high-contrast");
    const canvas = page.locator(".docs-story").first();
    const question = canvas.getByText("Czym jest ChatGPT?", { exact: true });
    await expect(question).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "high-contrast");
    expect(await paintedBehind(question)).toBe(black);
    expect(await colourOf(question)).toBe(yellow);
    // The hint is the muted text of high contrast, white on black.
    const hint = canvas.getByText("Wybierz jedną odpowiedź", { exact: true });
    expect(await colourOf(hint)).toBe(white);
    expect(await paintedBehind(hint)).toBe(black);
    // The page around the canvas: title, prose and props table.
    const title = page.locator(".sbdocs-title");
    expect(await colourOf(title)).toBe(yellow);
    expect(await paintedBehind(title)).toBe(black);
    expect(await paintedBehind(page.locator(".docblock-argstable").first())).toBe(black);
    await fontsReady(page);
    await expect(canvas).toHaveScreenshot("testquestion-docs-high-contrast.png");
  });

  test("in the light theme, the same page is dark text on a light canvas", async ({ page }) => {
    await page.goto("iframe.html?viewMode=docs&id=components-testquestion--docs");
    const question = page.locator(".docs-story").first().getByText("Czym jest ChatGPT?", { exact: true });
    await expect(question).toBeVisible();
    expect(await colourOf(question)).toBe("rgb(21, 23, 43)");
    expect(await paintedBehind(question)).toBe(white);
  });

  test("are in English until a language is chosen, and stories in Polish", async ({ page }) => {
    await page.goto("iframe.html?viewMode=docs&id=pages-home--docs");
    await expect(
      page.locator(".docs-story").first().getByRole("heading", { level: 1, name: "Hello, Anna!" }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("iframe.html?viewMode=docs&id=pages-home--docs&globals=locale:pl");
    await expect(
      page.locator(".docs-story").first().getByRole("heading", { level: 1, name: "Cześć, Anna!" }),
    ).toBeVisible();
    await page.goto("iframe.html?viewMode=story&id=pages-home--default");
    await expect(page.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
  });
});

/** TestQuestion's "Single answered by keyboard": its play function picks the first answer with the keyboard. */
const answeredStory = "components-testquestion--single-answered-by-keyboard";
const question = "Czym jest ChatGPT?";
const firstAnswer = "Duży model językowy, który odpowiada na pytania w formie rozmowy";

test.describe("both themes", () => {
  test("a story shows in a light pane and a high-contrast pane, played in each", async ({ page }) => {
    await page.goto(`iframe.html?viewMode=story&id=${answeredStory}&globals=theme:both`);
    const light = page.locator('[data-theme-pane="light"]');
    const highContrast = page.locator('[data-theme-pane="high-contrast"]');
    await expect(light).toHaveAttribute("data-theme", "light");
    await expect(highContrast).toHaveAttribute("data-theme", "high-contrast");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await paintedBehind(light)).toBe("rgb(245, 246, 250)");
    expect(await paintedBehind(highContrast)).toBe(black);
    // Side by side at this width.
    const [lightBox, highContrastBox] = [await light.boundingBox(), await highContrast.boundingBox()];
    expect(highContrastBox?.x).toBeGreaterThan((lightBox?.x ?? 0) + (lightBox?.width ?? 0) - 1);
    // The high-contrast pane is the story's own preview, in high contrast.
    const twin = page.frameLocator('[data-theme-pane="high-contrast"] iframe');
    const twinQuestion = twin.getByText(question, { exact: true });
    await expect(twinQuestion).toBeVisible();
    await expect(twin.locator("html")).toHaveAttribute("data-theme", "high-contrast");
    expect(await colourOf(twinQuestion)).toBe(yellow);
    expect(await colourOf(light.getByText(question, { exact: true }))).toBe("rgb(21, 23, 43)");
    // Played in each: the answer the play function picked is checked in both panes.
    await expect(light.getByRole("radio", { name: firstAnswer })).toBeChecked();
    await expect(twin.getByRole("radio", { name: firstAnswer })).toBeChecked();
    // The picture is of the two themes, not of which document holds the keyboard focus.
    const twinFrame = page.frames().find((frame) => frame.url().includes("campus-theme-twin"));
    for (const document_ of [page, ...(twinFrame ? [twinFrame] : [])]) {
      await fontsReady(document_);
      await document_.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    }
    await expect(page.locator("[data-both-themes]")).toHaveScreenshot("testquestion-both-themes.png");
  });

  test("a dialog the play function opens shows in each pane, inside it", async ({ page }) => {
    await page.goto("iframe.html?viewMode=story&id=components-dialog--open&globals=theme:both");
    const light = page.locator('[data-theme-pane="light"]');
    const dialog = light.getByRole("dialog", { name: "Zapisz się na kurs" });
    await expect(dialog).toBeVisible();
    // Portalled into the pane, so it takes the pane's theme and stays inside it.
    const [pane, box] = [await light.boundingBox(), await dialog.boundingBox()];
    expect(box?.x).toBeGreaterThanOrEqual(pane?.x ?? 0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((pane?.x ?? 0) + (pane?.width ?? 0));
    const twin = page.frameLocator('[data-theme-pane="high-contrast"] iframe');
    await expect(twin.getByRole("dialog", { name: "Zapisz się na kurs" })).toBeVisible();
    expect(await paintedBehind(twin.getByRole("heading", { name: "Zapisz się na kurs" }))).toBe(black);
  });
});

test.describe("the Storybook UI", () => {
  test("a page story opens full screen at desktop width, with the desktop layout", async ({ page }) => {
    await page.goto("?path=/story/pages-home--default");
    const preview = page.locator("#storybook-preview-iframe");
    const story = page.frameLocator("#storybook-preview-iframe");
    // The first visit loads the manager and a whole campus in it.
    await expect(story.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible({ timeout: 60_000 });
    // Sidebar and addons panel hidden, so the preview has the screen's width.
    await expect(page.locator("#storybook-explorer-tree")).toBeHidden();
    await expect(page.locator("#storybook-panel-root")).toBeHidden();
    expect((await preview.boundingBox())?.width).toBeGreaterThanOrEqual(1300);
    // The desktop layout: the mobile bottom bar is hidden from 1300px.
    await expect(story.getByRole("navigation", { name: "Nawigacja dolna" })).toBeHidden();
    // On to a component (as a story's link would go): the sidebar and the panel return.
    const frame = page.frames().find((candidate) => candidate.url().includes("iframe.html"));
    await frame?.evaluate(() =>
      (
        window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } }
      ).__STORYBOOK_ADDONS_CHANNEL__.emit("selectStory", { storyId: "components-testquestion--single-unanswered" }),
    );
    await expect(page).toHaveURL(/components-testquestion--single-unanswered/);
    await expect(page.locator("#storybook-explorer-tree")).toBeVisible();
    await expect(page.locator("#storybook-panel-root")).toBeVisible();
  });

  test("a page story opens in the Desktop viewport on a screen narrower than the breakpoint", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("?path=/story/pages-home--default");
    const story = page.frameLocator("#storybook-preview-iframe");
    await expect(story.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible({ timeout: 60_000 });
    expect((await page.locator("#storybook-preview-iframe").boundingBox())?.width).toBe(1440);
    await expect(story.getByRole("navigation", { name: "Nawigacja dolna" })).toBeHidden();
  });

  test("is set in Inter, served with the Storybook", async ({ page }) => {
    const fonts: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".woff2")) fonts.push(new URL(response.url()).pathname);
    });
    await page.goto("?path=/docs/introduction--docs");
    await expect(page.getByRole("link", { name: "Introduction" }).first()).toBeVisible();
    await fontsReady(page);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(fonts.some((path) => path.includes("/fonts/inter/"))).toBe(true);
  });

  test("lists the viewports on either side of the breakpoint", async ({ page }) => {
    await page.goto("?path=/story/components-testquestion--single-unanswered");
    await page
      .getByRole("button", { name: /viewport/i })
      .first()
      .click();
    for (const name of [
      "Mobile (390px)",
      "Widest mobile layout (1299px)",
      "Narrowest desktop (1300px)",
      "Desktop (1440px)",
    ]) {
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
  });
});
