import { getViolations, injectAxe } from "axe-playwright";
import type { Page } from "playwright";
import type { StoryTheme } from "./variants";

export type AxeRuleSetting = { id: string; enabled: boolean };

/** WCAG 2.2 A and AA plus axe's best practices; high contrast is also held to AAA contrast. */
function tagsFor(theme: StoryTheme): string[] {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
  return theme === "high-contrast" ? [...tags, "wcag2aaa"] : tags;
}

/** Runs axe on the whole page (overlays are portalled outside the story root) and describes each violation. */
export async function accessibilityViolations(
  page: Page,
  theme: StoryTheme,
  ruleSettings: readonly AxeRuleSetting[],
): Promise<string[]> {
  // Every variant of a story is checked in the same page, so axe is injected once per page.
  if (!(await page.evaluate(() => "axe" in window))) await injectAxe(page);
  // react-aria's live announcer is a visually hidden log of transient messages, not page content: a
  // pending button that goes away with its page (a form that signs the learner in) leaves a message there
  // that points to the button for a few seconds.
  const violations = await getViolations(
    page,
    { exclude: [["[data-live-announcer]"]] },
    {
      runOnly: { type: "tag", values: tagsFor(theme) },
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
