import { getStoryContext, type TestRunnerConfig } from "@storybook/test-runner";
import type { MatchImageSnapshotOptions } from "jest-image-snapshot";
import type { Page } from "playwright";
import { type AxeRuleSetting, accessibilityViolations } from "../tests/stories/accessibility";
import { forcedColorsProblems } from "../tests/stories/forced-colors";
import {
  emulateForcedColors,
  followPlay,
  markupUnchanged,
  renderVariant,
  runnerVariant,
  type Shown,
  settle,
  shoot,
  visitedTheme,
  visitPlayed,
} from "../tests/stories/page";
import { type StoryTimings, storyTimings } from "../tests/stories/timings";
import { checkOrder, type StoryVariant, storyVariants, viewports } from "../tests/stories/variants";
import { isSameFile, isUpdatingBaselines, type StoryVisualParameters, toMatchBaseline } from "../tests/stories/visual";

/**
 * Every story: its play function (the runner's own visit), then for each theme (and each viewport for
 * responsive stories) an axe check with zero violations (AAA contrast in high contrast) and a screenshot
 * compared with its committed baseline. The runner's own visit is the story's first variant (in the theme
 * the page is in, in the default viewport, or at 390px for responsive stories, whose page is resized before
 * the visit), so that variant is checked on it; the other theme is the same story re-rendered in place, and
 * another viewport the story remounted at that size with its play function replayed (see `renderVariant`
 * and `checkOrder`).
 */
/** Jest's `expect`, a global in the runner's test files (this project's types are Vitest's, not Jest's). */
type JestExpect = {
  extend(matchers: object): void;
  (actual: Buffer): { toMatchBaseline(options: MatchImageSnapshotOptions): void };
};
const jestExpect = () => (globalThis as unknown as { expect: JestExpect }).expect;

/** When the runner's own visit of each story began: its render and play function, up to our checks. */
const visitStarted = new Map<string, number>();

/**
 * The language the checks' baselines and play functions were written in. Designers' Storybook leaves the
 * language to the view (English docs, Polish stories) until they choose one; the checks choose Polish, so a
 * change of that default never changes what they see. (The viewport needs no pin: the checks size the page
 * themselves, and the toolbar's viewport only sizes the manager's iframe.)
 */
const checkedGlobals = { locale: "pl" };

const config: TestRunnerConfig = {
  setup() {
    jestExpect().extend({ toMatchBaseline });
  },
  /** The runner's own preparation (open the preview), then the checked globals set once for the page. */
  async prepare({ page }) {
    await page.goto(new URL("iframe.html", process.env.TARGET_URL).toString(), { waitUntil: "load" });
    await page.waitForFunction(() => "__STORYBOOK_PREVIEW__" in window && "__STORYBOOK_ADDONS_CHANNEL__" in window);
    await page.evaluate(async (globals) => {
      type Preview = {
        storeInitializationPromise?: Promise<void>;
        storyStoreValue?: { userGlobals: { get(): Record<string, unknown> } };
      };
      const holder = window as unknown as {
        __STORYBOOK_PREVIEW__: Preview;
        __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
      };
      holder.__STORYBOOK_ADDONS_CHANNEL__.emit("updateGlobals", { globals });
      await holder.__STORYBOOK_PREVIEW__.storeInitializationPromise;
    }, checkedGlobals);
    await page.waitForFunction(
      (locale) =>
        (
          window as unknown as {
            __STORYBOOK_PREVIEW__: { storyStoreValue?: { userGlobals: { get(): Record<string, unknown> } } };
          }
        ).__STORYBOOK_PREVIEW__.storyStoreValue?.userGlobals.get().locale === locale,
      checkedGlobals.locale,
    );
  },
  async preVisit(page, context) {
    visitStarted.set(context.id, performance.now());
    await page.emulateMedia({ reducedMotion: "reduce" });
    // The story before may have ended in an emulated forced-colours mode.
    await emulateForcedColors(page, undefined);
    await followPlay(page);
    // The visit itself renders the first variant, so a responsive story is not also played at a width
    // nobody checks.
    const [first] = storyVariants((await getStoryContext(page, context)).tags);
    await page.setViewportSize(viewports[first?.viewport ?? runnerVariant.viewport]);
  },
  async postVisit(page, context) {
    const playError = await visitPlayed(page);
    if (playError) throw new Error(`${context.id}: ${playError}`);
    const story = await getStoryContext(page, context);
    const ruleSettings: AxeRuleSetting[] = story.parameters?.a11y?.config?.rules ?? [];
    // A story may tolerate more differing pixels than the default, saying why (see `StoryVisualParameters`).
    const visual: StoryVisualParameters = story.parameters?.visual ?? {};
    const failures: string[] = [];
    const timings = storyTimings(context.id);
    timings.add("visit", performance.now() - (visitStarted.get(context.id) ?? performance.now()));
    const theme = await visitedTheme(page);
    const variants = checkOrder(storyVariants(story.tags), theme);
    const shown: Shown = { theme, viewport: variants[0]?.viewport ?? runnerVariant.viewport };
    try {
      for (const [index, variant] of variants.entries()) {
        const themeOnly = index > 0 && variant.viewport === shown.viewport;
        if (
          variant.theme !== shown.theme ||
          variant.viewport !== shown.viewport ||
          variant.forcedColors !== shown.forcedColors
        ) {
          await timings.measure("render", () => renderVariant(page, context.id, variant, shown));
          Object.assign(shown, {
            theme: variant.theme,
            viewport: variant.viewport,
            forcedColors: variant.forcedColors,
          });
        }
        failures.push(...(await checkRendered(page, context.id, variant, ruleSettings, timings, themeOnly, visual)));
      }
    } finally {
      timings.write();
    }
    if (failures.length > 0) throw new Error(failures.join("\n\n"));
  },
};

/**
 * Checks a story already rendered (and played) in `page` as `variant`; returns what failed. `themeOnly`: the
 * variant before was the same story at the same size in the other theme.
 */
async function checkRendered(
  page: Page,
  storyId: string,
  variant: StoryVariant,
  ruleSettings: readonly AxeRuleSetting[],
  timings: StoryTimings,
  themeOnly: boolean,
  visual: StoryVisualParameters,
): Promise<string[]> {
  const failures: string[] = [];
  await timings.measure("settle", () => settle(page));
  // The markup is read at every variant, so a theme-only change compares with the variant just checked.
  const sameMarkup = await markupUnchanged(page);
  const otherTheme = variant.theme === "light" ? "high-contrast" : "light";
  const sameMarkupCheckedIn = themeOnly && sameMarkup ? otherTheme : undefined;
  // In forced colours only the colours change (the system's replace the theme's): those rules find text drawn
  // in its own background's colour, the solid box with no label that a filled button can become.
  const violations = await timings.measure("axe", () =>
    accessibilityViolations(page, variant.theme, ruleSettings, {
      sameMarkupCheckedIn,
      coloursOnly: variant.forcedColors !== undefined,
    }),
  );
  for (const violation of violations) {
    failures.push(`${storyId} (${variant.name}) accessibility: ${violation}`);
  }
  if (variant.forcedColors !== undefined) {
    for (const problem of await forcedColorsProblems(page)) {
      failures.push(`${storyId} (${variant.name}) forced colours: ${problem}`);
    }
  }
  try {
    const name = `${storyId}--${variant.name}`;
    let screenshot = await timings.measure("screenshot", () => shoot(page));
    // Chromium encodes the same pixels to the same bytes: an identical file needs no decoding and diffing.
    if (!isUpdatingBaselines && isSameFile(screenshot, name)) return failures;
    screenshot = await timings.measure("screenshot", () => stableShot(page, screenshot));
    await timings.measure("compare", async () => {
      jestExpect()(screenshot).toMatchBaseline({
        customSnapshotIdentifier: name,
        ...(visual.toleratedPixels === undefined ? {} : { failureThreshold: visual.toleratedPixels }),
      });
    });
  } catch (error) {
    failures.push(`${storyId} (${variant.name}) screenshot: ${error instanceof Error ? error.message : error}`);
  }
  return failures;
}

/**
 * A shot that differs from its baseline is taken again until two shots in a row are the same (as Playwright's
 * `toHaveScreenshot` does), so a picture Chromium is still re-rasterising (an image first drawn with a
 * cheaper filter, its rounded corners included) is not compared half-painted. The tolerance stays as it is.
 */
async function stableShot(page: Page, first: Buffer, attempts = 3): Promise<Buffer> {
  let previous = first;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await page.waitForTimeout(100);
    await settle(page);
    const next = await shoot(page);
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

export default config;
