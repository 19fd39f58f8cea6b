import type { Page } from "playwright";
import type { StoryTheme, StoryVariant } from "./variants";
import { viewports } from "./variants";

/** The runner's page: 1024×768 in the light theme, where every story's own visit happens. */
export const runnerVariant: StoryVariant = { theme: "light", viewport: "default", name: "light" };

/** What the runner's page shows now: the theme of Storybook's globals (a story may switch the page's own). */
export type Shown = { theme: StoryTheme; viewport: StoryVariant["viewport"] };

/**
 * Renders the story already open in the runner's page as another variant, without reloading the page: the
 * theme changes through Storybook's globals, the viewport through the page, and the story is then remounted
 * so its play function runs again from a fresh mount, exactly as a fresh visit would. A story without a play
 * function shown in another theme only at the same size is re-rendered, not remounted: nothing was done to
 * it that a remount would undo. Reloading Storybook (its bundle, the mock service worker, axe) for every
 * variant used to cost most of a story's check.
 */
export async function renderVariant(page: Page, storyId: string, variant: StoryVariant, shown: Shown): Promise<void> {
  if (shown.viewport !== variant.viewport) await page.setViewportSize(viewports[variant.viewport]);
  if (shown.theme !== variant.theme) {
    const error = await emitAndWait(page, storyId, "updateGlobals", variant.theme);
    if (error) throw new Error(`${storyId} (${variant.name}): ${error}`);
    if (shown.viewport === variant.viewport && !(await hasPlayFunction(page))) return;
  }
  const error = await emitAndWait(page, storyId, "forceRemount");
  if (error) throw new Error(`${storyId} (${variant.name}): ${error}`);
}

async function hasPlayFunction(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    type Preview = { currentRender?: { story?: { playFunction?: unknown } } };
    return Boolean(
      (window as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender?.story?.playFunction,
    );
  });
}

/** Leaves the runner's page as the runner set it up, for its visit of the next story. */
export async function restoreRunnerPage(page: Page, storyId: string, shown: Shown): Promise<void> {
  // The viewport is set before each visit (the test runner's `preVisit`), so only the theme goes back.
  if (shown.theme !== runnerVariant.theme) await emitAndWait(page, storyId, "updateGlobals", runnerVariant.theme);
}

/**
 * Emits a Storybook event and resolves when the story's render it starts has finished (play function
 * included); resolves with the error message when that render or its play function failed.
 */
function emitAndWait(
  page: Page,
  storyId: string,
  event: "updateGlobals" | "forceRemount",
  theme?: StoryTheme,
): Promise<string | undefined> {
  return page.evaluate(
    ({ storyId, event, theme }) =>
      new Promise<string | undefined>((resolve, reject) => {
        type Channel = {
          on(name: string, listener: (payload: never) => void): void;
          off(name: string, listener: (payload: never) => void): void;
          emit(name: string, payload: unknown): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        let error: string | undefined;
        const onException = (thrown: { message?: string }) => {
          error = thrown.message ?? String(thrown);
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`${storyId}: no render finished within 60 s of ${event}`));
        }, 60_000);
        const onFinished = (finished: { storyId: string; status: string }) => {
          if (finished.storyId !== storyId) return;
          stop();
          resolve(finished.status === "error" ? (error ?? "the story failed") : undefined);
        };
        const stop = () => {
          clearTimeout(timer);
          channel.off("storyFinished", onFinished);
          channel.off("playFunctionThrewException", onException);
          channel.off("storyThrewException", onException);
        };
        channel.on("storyFinished", onFinished);
        channel.on("playFunctionThrewException", onException);
        channel.on("storyThrewException", onException);
        channel.emit(event, event === "forceRemount" ? { storyId } : { globals: { theme } });
      }),
    { storyId, event, theme },
  );
}

/**
 * Waits for what would make two shots of the same story differ: web fonts and images still loading, and
 * images loaded but not yet decoded (Chromium may first paint those with a cheaper filter, which shifts the
 * colours along their edges).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        // A lazy image below the fold never loads, so it is never decoded.
        .filter((image) => image.complete || image.loading !== "lazy")
        .map((image) => image.decode().catch(() => undefined)),
    );
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
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
