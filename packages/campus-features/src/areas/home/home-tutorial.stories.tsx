import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { answer, campusHandlers, fixtures, pageParameters, renderCampus } from "../../testing";
import { callsTo, screen } from "../../testing/play";
import { HomePage } from "./home-page";

const firstVisit = { ...fixtures.learner, tutorialSeen: false };

const meta = {
  title: "Features/Home/Tutorial",
  tags: ["responsive"],
  parameters: {
    ...pageParameters,
    msw: {
      handlers: {
        ...campusHandlers({ login: fixtures.loginAnswer(firstVisit) }),
        tutorial: [answer("markTutorialSeen", { success: true, tutorialSeen: true })],
      },
    },
  },
  render: renderCampus({ path: "/", pages: [{ path: "/", element: <HomePage /> }] }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The learner's first visit of home: the tour opens on its first step, and the account remembers at once
 * that it was shown, so a reload or another device does not show it again.
 */
export const FirstVisit: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Witaj w Campus AI, Anna!" }, { timeout: 8000 });
    await expect(within(dialog).getByText("Krok 1 z 4")).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Dalej" })).toBeVisible();
    await waitFor(() => expect(callsTo("markTutorialSeen")).toHaveLength(1));
  },
};

/** Through every step by keyboard; the last one closes the tour on home, and it is asked to be saved once. */
export const WalkedThrough: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Witaj w Campus AI, Anna!" }, { timeout: 8000 });
    within(dialog).getByRole("button", { name: "Dalej" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(within(dialog).getByRole("heading", { name: "Kursy i programy" })).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{Enter}");
    await expect(within(dialog).getByText("Krok 4 z 4")).toBeVisible();
    await expect(within(dialog).getByText(/Znajdziesz go w menu konta/)).toBeVisible();
    const finish = within(dialog).getByRole("button", { name: "Zaczynamy" });
    await expect(finish).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(screen.getByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
    await expect(callsTo("markTutorialSeen")).toHaveLength(1);
  },
};

/** A learner who has seen it (on any device) gets home without the tour. */
export const SeenBefore: Story = {
  parameters: { msw: { handlers: campusHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
    await expect(screen.queryByRole("dialog")).toBeNull();
    await expect(callsTo("markTutorialSeen")).toHaveLength(0);
  },
};

/** The tour in English. */
export const English: Story = {
  globals: { locale: "en" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Campus AI, Anna!" }, { timeout: 8000 });
    await expect(within(dialog).getByText("Step 1 of 4")).toBeVisible();
  },
};
