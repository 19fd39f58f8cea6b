import type { Locator, Page } from "@playwright/test";
import { expect, READY, signInByApi, test } from "./fixtures";

/**
 * A learner's answers outlive a change of layout (issue 44): a tablet turned, a window snapped or a browser zoomed
 * on a 1440 screen crosses the desktop breakpoint (1300px, SPEC section 2), and the lesson must keep what the
 * learner picked and the feedback it got. ready@ has every lesson of c-intro done, so its quiz opens; checking an
 * answer again changes nothing it has.
 */
const QUIZ = "/course/c-intro?lesson=c-intro-l5";

const question = (page: Page, text: string) =>
  page.getByRole("article", { name: "Quiz: pojęcia" }).getByRole("listitem").filter({ hasText: text });

async function expectAnswersKept(checked: Locator, picked: Locator) {
  await expect(checked.getByText("Dobra odpowiedź!")).toBeVisible();
  await expect(picked.getByRole("checkbox", { name: "Kalkulator mechaniczny" })).toBeChecked();
}

test("a quiz keeps the learner's answers and feedback across the desktop breakpoint", async ({ page }) => {
  await signInByApi(page.context().request, READY);
  await page.goto(QUIZ);
  const checked = question(page, "Co to jest model językowy?");
  await checked.getByText("Program przewidujący tekst", { exact: true }).click();
  await checked.getByRole("button", { name: "Sprawdź odpowiedź" }).click();
  const picked = question(page, "Które są narzędziami AI?");
  await picked.getByText("Kalkulator mechaniczny", { exact: true }).click();
  await expectAnswersKept(checked, picked);

  // Down to a 1280 x 800 laptop (the mobile shell: the lessons fold above the lesson), then back.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("button", { name: /Lekcje kursu/ })).toBeVisible();
  await expectAnswersKept(checked, picked);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole("button", { name: /Lekcje kursu/ })).toBeHidden();
  await expectAnswersKept(checked, picked);
});
