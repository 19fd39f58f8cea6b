import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { renderInDrawerTrigger } from "../../stories/drawer-story";
import { closeWithEscape, expectFocusTrapped, openByKeyboard } from "../dialog/dialog.play";
import { RankDrawer, type RankStage } from "./rank-drawer";

const stages: RankStage[] = [
  {
    stage: 1,
    name: "Nowicjusz",
    description: "Pierwsze kroki na platformie.",
    isCurrent: false,
    isReached: true,
  },
  {
    stage: 2,
    name: "Odkrywca",
    description: "Dostęp do zewnętrznej uczelni.",
    isCurrent: true,
    isReached: true,
  },
  {
    stage: 3,
    name: "Praktyk",
    description: "Ukończ trzy kursy i pracę zaliczeniową.",
    isCurrent: false,
    isReached: false,
  },
  {
    stage: 4,
    name: "Ekspert",
    description: "Ukończ cały program.",
    isCurrent: false,
    isReached: false,
  },
];

const TRIGGER = "Pokaż rangę";

const meta = {
  title: "Components/Side drawers/RankDrawer",
  component: RankDrawer,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Twoja ranga",
    closeLabel: "Zamknij",
    stages,
    currentLabel: "Twoja ranga",
    reachedLabel: "osiągnięta",
    notReachedLabel: "nieosiągnięta",
    progressLabel: "Postęp do rangi Praktyk",
    progressValue: 60,
    progressValueLabel: "3 z 5 kursów",
  },
  argTypes: { progressValue: { control: { type: "range", min: 0, max: 100 } } },
  render: renderInDrawerTrigger(TRIGGER, RankDrawer),
} satisfies Meta<typeof RankDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The current stage is highlighted, marked in text and as the current step. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    const current = dialog.querySelector("[aria-current='step']");
    await expect(current).toHaveTextContent("Odkrywca");
    await expect(within(dialog).getByRole("progressbar", { name: "Postęp do rangi Praktyk" })).toHaveAttribute(
      "aria-valuetext",
      "3 z 5 kursów",
    );
  },
};

export const KeyboardFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expectFocusTrapped(dialog);
    await closeWithEscape(trigger);
  },
};

/** The first stage: nothing reached before it. */
export const FirstStage: Story = {
  args: {
    stages: stages.map((stage) => ({ ...stage, isCurrent: stage.stage === 1, isReached: stage.stage === 1 })),
    progressLabel: "Postęp do rangi Odkrywca",
    progressValue: 10,
    progressValueLabel: "Ukończ onboarding",
  },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement, TRIGGER);
  },
};

/** The condition of keeping a rank, said under the stages. */
export const WithNote: Story = {
  args: { note: "Utrzymanie rangi wymaga aktywnej subskrypcji." },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expect(dialog).toHaveTextContent("Utrzymanie rangi wymaga aktywnej subskrypcji.");
  },
};

/** The top rank: no next stage, so no progress bar. */
export const TopRank: Story = {
  args: {
    stages: stages.map((stage) => ({ ...stage, isCurrent: stage.stage === 4, isReached: true })),
    progressLabel: undefined,
    progressValue: undefined,
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, TRIGGER);
    await expect(within(dialog).queryByRole("progressbar")).toBeNull();
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Ścieżka rozwoju i rangi uczestnika programu",
    currentLabel: "Twoja obecna ranga",
    progressLabel: "Postęp do rangi Praktyk sztucznej inteligencji w biznesie",
    stages: stages.map((stage) =>
      stage.stage === 3
        ? {
            ...stage,
            name: "Praktyk sztucznej inteligencji w biznesie",
            description:
              "Ukończ co najmniej trzy kursy z dowolnego programu, zalicz testy zamknięte i prześlij pracę zaliczeniową, którą oceni prowadzący.",
          }
        : stage,
    ),
  },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement, TRIGGER);
  },
};
