import type { Meta, StoryObj } from "@storybook/react-vite";
import { Flame } from "lucide-react";
import { expect, within } from "storybook/test";
import { renderInDrawerTrigger } from "../../stories/drawer-story";
import { closeWithEscape, expectFocusTrapped, openByKeyboard } from "../dialog/dialog.play";
import { SessionStreakDrawer } from "./session-streak-drawer";

function polishDays(days: number): string {
  if (days === 1) return "1 dzień z rzędu";
  return `${days} dni z rzędu`;
}

const TRIGGER = "Pokaż serię nauki";

const meta = {
  title: "Components/Side drawers/SessionStreakDrawer",
  component: SessionStreakDrawer,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Seria nauki",
    closeLabel: "Zamknij",
    streakDays: 5,
    formatStreakDays: polishDays,
    description: "Wykonaj dziś zadania, aby utrzymać serię.",
    tasksHeading: "Zadania na dziś",
    continueCourseLabel: "Kontynuuj kurs",
    useToolLabel: "Skorzystaj z narzędzia",
    studyTimeLabel: "Ucz się co najmniej 5 minut",
    isCourseContinued: true,
    isToolUsed: false,
    isStudyTimeReached: true,
    doneLabel: "wykonane",
    notDoneLabel: "niewykonane",
  },
  argTypes: { formatStreakDays: { control: false } },
  render: renderInDrawerTrigger(TRIGGER, SessionStreakDrawer, <Flame />),
} satisfies Meta<typeof SessionStreakDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Done tasks carry a tick and say 'wykonane' to screen readers. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expect(within(dialog).getByText("5 dni z rzędu")).toBeVisible();
    const tasks = within(dialog).getAllByRole("listitem");
    await expect(tasks).toHaveLength(3);
    await expect(tasks[0]).toHaveTextContent("Kontynuuj kurs, wykonane");
    await expect(tasks[1]).toHaveTextContent("Skorzystaj z narzędzia, niewykonane");
  },
};

export const KeyboardFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expectFocusTrapped(dialog);
    await closeWithEscape(trigger);
  },
};

export const AllDone: Story = {
  args: { streakDays: 12, isCourseContinued: true, isToolUsed: true, isStudyTimeReached: true },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement, TRIGGER);
  },
};

/** A new streak: nothing done yet today. */
export const NoneDone: Story = {
  args: { streakDays: 1, isCourseContinued: false, isToolUsed: false, isStudyTimeReached: false },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expect(within(dialog).getByText("1 dzień z rzędu")).toBeVisible();
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Codzienna seria nauki na platformie szkoleniowej",
    streakDays: 128,
    description:
      "Każdego dnia wykonaj wszystkie trzy zadania, aby utrzymać serię i zdobywać kolejne wyróżnienia w swoim profilu.",
    tasksHeading: "Zadania do wykonania w dniu dzisiejszym",
    continueCourseLabel: "Kontynuuj rozpoczęty kurs i ukończ przynajmniej jedną lekcję",
    useToolLabel: "Skorzystaj z dowolnego narzędzia sztucznej inteligencji z katalogu",
    studyTimeLabel: "Poświęć na naukę na platformie co najmniej pięć minut",
  },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement, TRIGGER);
  },
};
