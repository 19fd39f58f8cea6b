import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { campusHandlers, fixtures, pageParameters, renderCampus } from "../../../testing";
import { callsTo, screen } from "../../../testing/play";
import { CoursePage } from "../course-page";

const demoLearner = { ...fixtures.learner, isDemo: true };

const meta = {
  title: "Features/Course/DemoOnlyDownload",
  parameters: {
    ...pageParameters,
    msw: { handlers: campusHandlers({ login: fixtures.loginAnswer(demoLearner) }) },
  },
  render: renderCampus({
    path: "/course/c-intro?lesson=c-intro-l1",
    pages: [{ path: "/course/:id", element: <CoursePage /> }],
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A demo account presses a lesson's download (a feature behind the demo flag, SPEC section 6): the demo-only
 * modal explains it instead, nothing is downloaded, and closing it takes focus back to the button.
 */
export const DemoAccountDownload: Story = {
  play: async () => {
    const article = await screen.findByRole("article", { name: "Czym jest sztuczna inteligencja?" }, { timeout: 8000 });
    const download = await within(article).findByRole("button", { name: "Pobierz notatki.txt" });
    download.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Funkcja dostępna w pełnej wersji" });
    await expect(within(dialog).getByText(/konta demonstracyjnego/)).toBeVisible();
    await expect(callsTo("downloadResource")).toHaveLength(0);
    await expect(within(dialog).getByRole("button", { name: "Rozumiem" })).toBeVisible();
  },
};

/** "Got it" closes the modal; focus goes back to the download button the learner pressed. */
export const DemoModalClosed: Story = {
  play: async () => {
    const article = await screen.findByRole("article", { name: "Czym jest sztuczna inteligencja?" }, { timeout: 8000 });
    const zip = await within(article).findByRole("button", { name: "Pobierz wszystkie (ZIP)" });
    await userEvent.click(zip);
    const dialog = await screen.findByRole("dialog", { name: "Funkcja dostępna w pełnej wersji" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Rozumiem" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(zip).toHaveFocus());
    await expect(callsTo("downloadResources")).toHaveLength(0);
  },
};
