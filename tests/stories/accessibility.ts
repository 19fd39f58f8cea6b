import { getViolations, injectAxe } from "axe-playwright";
import type { Page } from "playwright";
import type { StoryTheme } from "./variants";

export type AxeRuleSetting = { id: string; enabled: boolean };

/** WCAG 2.2 A and AA plus axe's best practices; high contrast is also held to AAA contrast. */
function tagsFor(theme: StoryTheme): string[] {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
  return theme === "high-contrast" ? [...tags, "wcag2aaa"] : tags;
}

/**
 * Runs axe on the whole page (overlays are portalled outside the story root) and describes each violation.
 * With `sameMarkupCheckedIn` (the story was just checked in that theme with the same markup), only the rules
 * that read colours run (colour contrast, links told apart from text), and those of this theme's tags that
 * the other theme's run left out (AAA in high contrast): every other rule would see what it saw there, since
 * the themes change colours, not structure, names or visibility.
 */
export async function accessibilityViolations(
  page: Page,
  theme: StoryTheme,
  ruleSettings: readonly AxeRuleSetting[],
  { sameMarkupCheckedIn, coloursOnly = false }: { sameMarkupCheckedIn?: StoryTheme; coloursOnly?: boolean } = {},
): Promise<string[]> {
  // Every variant of a story is checked in the same page, so axe is injected once per page.
  if (!(await page.evaluate(() => "axe" in window))) await injectAxe(page);
  // Checked against its own tags, a theme leaves only the rules that read colours.
  const runOnly = coloursOnly
    ? { type: "rule" as const, values: await rulesLeftToRun(page, tagsFor(theme), tagsFor(theme)) }
    : sameMarkupCheckedIn
      ? { type: "rule" as const, values: await rulesLeftToRun(page, tagsFor(theme), tagsFor(sameMarkupCheckedIn)) }
      : { type: "tag" as const, values: tagsFor(theme) };
  // react-aria's live announcer is a visually hidden log of transient messages, not page content: a
  // pending button that goes away with its page (a form that signs the learner in) leaves a message there
  // that points to the button for a few seconds.
  const violations = await getViolations(
    page,
    { exclude: [["[data-live-announcer]"]] },
    {
      runOnly,
      // Only violations are read: axe then skips gathering the nodes of every passed and incomplete check.
      resultTypes: ["violations"],
      rules: Object.fromEntries(ruleSettings.map((rule) => [rule.id, { enabled: rule.enabled }])),
    },
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\n/g, " ")}`)
        .join("\n"),
  );
}

/** The rules of `tags` that read colours (axe's `cat.color` category) or that a run of `checkedTags` left out. */
function rulesLeftToRun(page: Page, tags: string[], checkedTags: string[]): Promise<string[]> {
  return page.evaluate(
    ({ tags, checkedTags }) => {
      type Axe = { getRules(tags: string[]): { ruleId: string; tags: string[] }[] };
      const { axe } = window as unknown as { axe: Axe };
      const checked = new Set(axe.getRules(checkedTags).map((rule) => rule.ruleId));
      return axe
        .getRules(tags)
        .filter((rule) => rule.tags.includes("cat.color") || !checked.has(rule.ruleId))
        .map((rule) => rule.ruleId);
    },
    { tags, checkedTags },
  );
}
