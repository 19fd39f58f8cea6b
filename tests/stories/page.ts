import type { Page } from "playwright";
import type { ForcedPalette, StoryTheme, StoryVariant } from "./variants";
import { viewports } from "./variants";

/** The runner's page: 1024×768, where a story that is not responsive is visited. */
export const runnerVariant: StoryVariant = { theme: "light", viewport: "default", name: "light" };

/**
 * What the runner's page shows now: the theme of Storybook's globals (a story may switch the page's own), and
 * the forced-colours palette emulated, if any.
 */
export type Shown = { theme: StoryTheme; viewport: StoryVariant["viewport"]; forcedColors?: ForcedPalette };

/**
 * Renders the story already open in the runner's page as another variant, without reloading the page.
 * Another theme is a change of Storybook's globals: the story re-renders as it stands, its state, focus and
 * what its play function opened kept, as a learner switching the contrast would see it. Another viewport is
 * a resize and a remount, so the play function runs again from a fresh mount at that size, exactly as a
 * fresh visit would (a story may do different things on a phone). Reloading Storybook (its bundle, the
 * mock service worker, axe) for every variant used to cost most of a story's check.
 */
export async function renderVariant(page: Page, storyId: string, variant: StoryVariant, shown: Shown): Promise<void> {
  if (shown.viewport !== variant.viewport) {
    await page.setViewportSize(viewports[variant.viewport]);
    const error = await emitAndWait(page, storyId, "forceRemount");
    if (error) throw new Error(`${storyId} (${variant.name}): ${error}`);
  }
  if (shown.theme !== variant.theme) {
    const error = await emitAndWait(page, storyId, "updateGlobals", variant.theme);
    if (error) throw new Error(`${storyId} (${variant.name}): ${error}`);
  }
  if (shown.forcedColors !== variant.forcedColors) await emulateForcedColors(page, variant.forcedColors);
}

/**
 * Emulates a forced-colours mode with its light or dark palette (Chromium picks the palette from the preferred
 * colour scheme), or none. Only media queries and the system colours change: the story stays as it stands.
 */
export async function emulateForcedColors(page: Page, palette: ForcedPalette | undefined): Promise<void> {
  await page.emulateMedia(
    palette === undefined
      ? { forcedColors: "none", colorScheme: "light" }
      : { forcedColors: "active", colorScheme: palette },
  );
}

/**
 * The theme of Storybook's globals, which the runner's visit rendered the story in: a story's checks end in
 * either theme, and the next story is visited in it rather than re-rendering this one to go back.
 */
export async function visitedTheme(page: Page): Promise<StoryTheme> {
  const theme = await page.evaluate(() => {
    type Preview = { storyStoreValue?: { userGlobals?: { get(): Record<string, unknown> } } };
    return (window as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals?.get()
      .theme;
  });
  return theme === "high-contrast" ? "high-contrast" : "light";
}

/**
 * Whether the page's markup is what it was at the previous call in this page: a story re-rendered in the
 * other theme with the same markup needs only the checks that read colours again.
 */
export async function markupUnchanged(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const checked = window as { checkedMarkup?: string };
    const markup = document.body.innerHTML;
    const same = checked.checkedMarkup === markup;
    checked.checkedMarkup = markup;
    return same;
  });
}

type PlayWatch = { playing: boolean; error?: string };
type Channel = {
  on(name: string, listener: (payload: never) => void): void;
  off(name: string, listener: (payload: never) => void): void;
  emit(name: string, payload: unknown): void;
};

/**
 * Follows, from before the runner's visit, whether the story's play function is still running and whether it
 * or the story's render threw; the variants rendered after the visit are followed by the same watch. The
 * runner's visit ends at the first "story finished", and a re-render while the play function runs (Storybook
 * starts one at once, for instance when the story's own theme switch updates the globals) finishes first: the
 * checks would then begin with the play function still going, and its exception reach no one.
 */
export async function followPlay(page: Page): Promise<void> {
  await page.evaluate(() => {
    const holder = window as unknown as { playWatch?: PlayWatch };
    if (holder.playWatch) {
      holder.playWatch.playing = false;
      holder.playWatch.error = undefined;
      return;
    }
    const watch: PlayWatch = { playing: false };
    holder.playWatch = watch;
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
    channel.on("storyRenderPhaseChanged", ({ newPhase }: { newPhase: string }) => {
      if (newPhase === "playing") watch.playing = true;
      else if (["played", "errored", "aborted"].includes(newPhase)) watch.playing = false;
    });
    const onThrown = (thrown: { message?: string }) => {
      watch.error = thrown.message ?? String(thrown);
    };
    channel.on("playFunctionThrewException", onThrown);
    channel.on("storyThrewException", onThrown);
  });
}

/** Waits until the visit's play function has ended; resolves with its exception's message if it threw. */
export async function visitPlayed(page: Page): Promise<string | undefined> {
  await page.waitForFunction(() => !(window as unknown as { playWatch?: PlayWatch }).playWatch?.playing, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => (window as unknown as { playWatch?: PlayWatch }).playWatch?.error);
}

/**
 * Emits a Storybook event and resolves when the story's render it starts has finished (play function
 * included); resolves with the error message when that render or its play function failed (Storybook then
 * still reports the render finished with success: the exception, caught by the play watch, is the only sign).
 * A remount of a story with a play function counts as finished only once that play function has ended: any
 * re-render while it plays (Storybook runs one at once rather than after it) finishes first, and a shot taken
 * then showed the story half-played.
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
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const watch = (window as unknown as { playWatch?: PlayWatch }).playWatch;
        if (!watch) throw new Error("The play watch is installed before the runner's visit (followPlay).");
        type Preview = { currentRender?: { story?: { playFunction?: unknown } } };
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
        watch.error = undefined;
        // Set before the remount starts, so a re-render that finishes before the play function begins is not taken.
        if (event === "forceRemount" && typeof preview?.currentRender?.story?.playFunction === "function")
          watch.playing = true;
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`${storyId}: no render finished within 60 s of ${event}`));
        }, 60_000);
        const onFinished = (finished: { storyId: string; status: string }) => {
          if (finished.storyId !== storyId || watch.playing) return;
          stop();
          resolve(watch.error ?? (finished.status === "error" ? "the story failed" : undefined));
        };
        const stop = () => {
          clearTimeout(timer);
          channel.off("storyFinished", onFinished);
        };
        channel.on("storyFinished", onFinished);
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
        // A lazy image below the fold never loads, so it is never decoded; one on the screen is loading.
        .filter((image) => {
          if (image.complete || image.loading !== "lazy") return true;
          const box = image.getBoundingClientRect();
          const onScreen = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          return box.width > 0 && box.height > 0 && onScreen;
        })
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
