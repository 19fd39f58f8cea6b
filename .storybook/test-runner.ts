import { getStoryContext, type TestRunnerConfig } from "@storybook/test-runner";
import type { Page } from "playwright";
import { type AxeRuleSetting, accessibilityViolations } from "../tests/stories/accessibility";
import { openStory, settle, shoot } from "../tests/stories/page";
import { type StoryVariant, storyVariants } from "../tests/stories/variants";
import { compareWithBaseline } from "../tests/stories/visual";

/**
 * Every story: its play function (the runner's own visit), then for each theme (and each viewport for
 * responsive stories) a fresh render with the play function replayed, an axe check with zero
 * violations (AAA contrast in high contrast), and a screenshot compared with its committed baseline.
 * Variants render in a page of their own: the runner keeps its page set up for the next story.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: "reduce" });
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const ruleSettings: AxeRuleSetting[] = story.parameters?.a11y?.config?.rules ?? [];
    const failures: string[] = [];
    const variantPage = await page.context().newPage();
    try {
      for (const variant of storyVariants(story.tags)) {
        failures.push(...(await checkVariant(variantPage, page.url(), context.id, variant, ruleSettings)));
      }
    } finally {
      await variantPage.close();
    }
    if (failures.length > 0) throw new Error(failures.join("\n\n"));
  },
};

async function checkVariant(
  page: Page,
  storybookUrl: string,
  storyId: string,
  variant: StoryVariant,
  ruleSettings: readonly AxeRuleSetting[],
): Promise<string[]> {
  const failures: string[] = [];
  await openStory(page, storybookUrl, storyId, variant);
  await settle(page);
  for (const violation of await accessibilityViolations(page, variant.theme, ruleSettings)) {
    failures.push(`${storyId} (${variant.name}) accessibility: ${violation}`);
  }
  const difference = compareWithBaseline(await shoot(page), `${storyId}--${variant.name}`);
  if (difference) failures.push(difference);
  return failures;
}

export default config;
