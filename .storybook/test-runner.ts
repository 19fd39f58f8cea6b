import { getStoryContext, type TestRunnerConfig } from "@storybook/test-runner";
import type { Page } from "playwright";
import { type AxeRuleSetting, accessibilityViolations } from "../tests/stories/accessibility";
import { openStory, settle, shoot } from "../tests/stories/page";
import { type StoryVariant, storyVariants } from "../tests/stories/variants";
import { compareWithBaseline } from "../tests/stories/visual";

/**
 * Every story: its play function (the runner's own visit), then for each theme (and each viewport for
 * responsive stories) an axe check with zero violations (AAA contrast in high contrast) and a screenshot
 * compared with its committed baseline. The runner's own visit already is the light theme in the default
 * viewport, so that variant is checked on it; every other variant is a fresh render with the play function
 * replayed, in a page of its own (the runner keeps its page set up for the next story).
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: "reduce" });
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const ruleSettings: AxeRuleSetting[] = story.parameters?.a11y?.config?.rules ?? [];
    const failures: string[] = [];
    const variants = storyVariants(story.tags);
    const visited = variants.find(isRunnerVisit);
    if (visited) failures.push(...(await checkRendered(page, context.id, visited, ruleSettings)));
    const variantPage = await page.context().newPage();
    try {
      for (const variant of variants.filter((candidate) => candidate !== visited)) {
        await openStory(variantPage, page.url(), context.id, variant);
        failures.push(...(await checkRendered(variantPage, context.id, variant, ruleSettings)));
      }
    } finally {
      await variantPage.close();
    }
    if (failures.length > 0) throw new Error(failures.join("\n\n"));
  },
};

/** The runner renders every story in the default theme (light) and its configured 1024×768 viewport. */
function isRunnerVisit(variant: StoryVariant): boolean {
  return variant.theme === "light" && variant.viewport === "default";
}

/** Checks a story already rendered (and played) in `page` as `variant`. */
async function checkRendered(
  page: Page,
  storyId: string,
  variant: StoryVariant,
  ruleSettings: readonly AxeRuleSetting[],
): Promise<string[]> {
  const failures: string[] = [];
  await settle(page);
  for (const violation of await accessibilityViolations(page, variant.theme, ruleSettings)) {
    failures.push(`${storyId} (${variant.name}) accessibility: ${violation}`);
  }
  const difference = compareWithBaseline(await shoot(page), `${storyId}--${variant.name}`);
  if (difference) failures.push(difference);
  return failures;
}

export default config;
