import type { Page } from "playwright";
import type { StoryVariant } from "./variants";
import { viewports } from "./variants";

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
};

/** Opens a story in a theme and viewport, and waits until its play function has finished. */
export async function openStory(
  page: Page,
  storybookUrl: string,
  storyId: string,
  variant: StoryVariant,
): Promise<void> {
  await page.setViewportSize(viewports[variant.viewport]);
  const url = new URL(storybookUrl);
  url.search = new URLSearchParams({ id: storyId, viewMode: "story", globals: `theme:${variant.theme}` }).toString();
  await page.goto(url.toString(), { waitUntil: "load" });
  await page.waitForFunction(
    () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === "finished",
  );
  const error = await page.evaluate(() =>
    document.body.classList.contains("sb-show-errordisplay")
      ? (document.querySelector("#error-message")?.textContent ?? "the story failed to render")
      : undefined,
  );
  if (error) throw new Error(`${storyId} (${variant.name}): ${error}`);
}

/** Waits for what would make two shots of the same story differ: web fonts and images still loading. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete)
        .map((image) => new Promise((done) => image.addEventListener("load", done, { once: true }))),
    );
  });
}

/**
 * The browser's own video controls are left out of screenshots: their loading circle spins on its own
 * clock, which CSS cannot pause, so it would make two shots of one story differ. They are the browser's UI,
 * not the design system's.
 */
const browserOwnControls = "video::-webkit-media-controls { display: none !important; }";

/**
 * Shoots the page from the top down to the lowest visible content (story root and overlays portalled
 * beside it), so small components give small images; animations are stopped and the caret hidden.
 */
export async function shoot(page: Page): Promise<Buffer> {
  const { width, height } = page.viewportSize() ?? viewports.default;
  const bottom = await page.evaluate(() => {
    const parts = Array.from(document.body.children).filter(
      (element) =>
        element instanceof HTMLElement &&
        element.id !== "storybook-docs" &&
        !Array.from(element.classList).some((name) => name.startsWith("sb-")) &&
        !["SCRIPT", "STYLE", "LINK"].includes(element.tagName),
    );
    return Math.max(1, ...parts.map((element) => element.getBoundingClientRect().bottom));
  });
  return page.screenshot({
    animations: "disabled",
    caret: "hide",
    clip: { x: 0, y: 0, width, height: Math.min(height, Math.ceil(bottom)) },
    style: browserOwnControls,
  });
}
