import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { HomePage } from "../areas/home";
import { campusHandlers, pageParameters, renderCampus } from "../testing";
import { callsTo, isDesktop, screen, tabTo } from "../testing/play";

/**
 * The learner's language and contrast (SPEC section 4): switched from the top bar on desktop and from the
 * menu drawer on phones, applied at once and kept with the account.
 */
const meta = {
  title: "Features/Session/Preferences",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: campusHandlers() } },
  render: renderCampus({ path: "/", pages: [{ path: "/", element: <HomePage /> }] }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Below 1300px: the menu drawer, opened by keyboard from the hamburger. */
async function openMobileMenu(canvas: Canvas) {
  await tabTo(await canvas.findByRole("button", { name: "Otwórz menu" }));
  await userEvent.keyboard("{Enter}");
  return screen.findByRole("dialog", { name: "Menu" });
}

/** The saves of the learner's preferences after the one every sign-in makes, in order. */
const choices = (before: number) =>
  callsTo("savePreferences")
    .slice(before)
    .map((call) => call.body);

/**
 * Switching to English: the page renders in English at once, its content comes again in English (the
 * lang cookie), and the choice is saved with the account.
 */
export const SwitchToEnglish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("region", { name: "Wprowadzenie do AI" });
    await waitFor(() => expect(callsTo("savePreferences").length).toBeGreaterThan(0));
    const before = callsTo("savePreferences").length;
    if (isDesktop()) {
      await tabTo(canvas.getByRole("button", { name: /^Język interfejsu:\s*pl$/i }));
      await userEvent.keyboard("{Enter}");
      const menu = await screen.findByRole("menu");
      await userEvent.click(within(menu).getByRole("menuitemradio", { name: "English" }));
    } else {
      const menu = await openMobileMenu(canvas);
      await userEvent.click(within(menu).getByRole("button", { name: /^Język interfejsu/ }));
      const drawer = await screen.findByRole("dialog", { name: "Język interfejsu" });
      await userEvent.click(within(drawer).getByRole("radio", { name: "English" }));
      // Choosing is not applying (WCAG 3.2.2): the campus stays Polish until the learner applies it.
      await expect(document.documentElement.lang).toBe("pl");
      await userEvent.click(within(drawer).getByRole("button", { name: "Zastosuj" }));
      // Applying returns to the menu, now in English; Escape closes it.
      await expect(await screen.findByRole("button", { name: /^Interface language/ })).toHaveFocus();
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    }
    await expect(await canvas.findByRole("heading", { level: 1, name: "Hello, Anna!" })).toBeVisible();
    await expect(await canvas.findByRole("region", { name: "Introduction to AI" })).toBeVisible();
    await expect(document.documentElement.lang).toBe("en");
    await waitFor(() => expect(choices(before)).toEqual([{ language: "en" }]));
  },
};

/**
 * The contrast switch by keyboard (Space on the top bar's toggle, or the menu's high-contrast switch on
 * phones): the whole page changes theme on <html>, the choice is saved, and switching again goes back.
 */
export const ContrastSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("region", { name: "Wprowadzenie do AI" });
    await waitFor(() => expect(callsTo("savePreferences").length).toBeGreaterThan(0));
    const before = callsTo("savePreferences").length;
    const html = document.documentElement;
    const started = html.dataset.theme === "high-contrast" ? "high-contrast" : "light";
    const other = started === "light" ? "high-contrast" : "light";
    const toggle = isDesktop()
      ? canvas.getByRole("button", { name: "Wysoki kontrast" })
      : within(await openMobileMenu(canvas)).getByRole("switch", { name: "Wysoki kontrast" });
    await tabTo(toggle, isDesktop() ? 30 : 12);
    await userEvent.keyboard(" ");
    await waitFor(() => expect(html).toHaveAttribute("data-theme", other));
    // The control tells the new state too: the toggle pressed, the dark-theme switch on, in high contrast.
    const isOn =
      toggle.getAttribute("role") === "switch"
        ? (toggle as HTMLInputElement).checked
        : toggle.getAttribute("aria-pressed") === "true";
    await expect(isOn).toBe(other === "high-contrast");
    await userEvent.keyboard(" ");
    await waitFor(() => expect(html).toHaveAttribute("data-theme", started));
    await waitFor(() => expect(choices(before)).toEqual([{ theme: other }, { theme: started }]));
  },
};
