import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { contentSlides, slides } from "./fixtures/slides";
import { PresentationViewer, type PresentationViewerProps } from "./presentation-viewer";

const meta = {
  title: "Components/PresentationViewer",
  component: PresentationViewer,
  args: {
    title: "Modele językowe w praktyce",
    slides,
    formatCounter: (current: number, total: number) => `Slajd ${current} z ${total}`,
    previousLabel: "Poprzedni slajd",
    nextLabel: "Następny slajd",
    markDoneLabel: "Oznacz jako ukończoną",
    doneLabel: "Ukończono",
    fullscreenLabel: "Pełny ekran",
    exitFullscreenLabel: "Zamknij pełny ekran",
    loadingLabel: "Ładowanie prezentacji…",
    emptyLabel: "Ta prezentacja nie ma jeszcze slajdów.",
    onIndexChange: fn(),
    onMarkDone: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PresentationViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps `isDone` in state, as the lesson page does with its stored list of done presentations. */
function Stateful(args: PresentationViewerProps) {
  const [isDone, setDone] = useState(args.isDone ?? false);
  return (
    <PresentationViewer
      {...args}
      isDone={isDone}
      onMarkDone={() => {
        args.onMarkDone?.();
        setDone(true);
      }}
    />
  );
}

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Slajd 1 z 12" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: /Czym jest sztuczna inteligencja/ })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Poprzedni slajd" })).toBeDisabled();
  },
};

/** Tab to the next button and press it; then the arrow keys, Home and End move between slides. */
export const NavigatedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("group", { name: "Slajd 1 z 12" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("group", { name: "Slajd 2 z 12" })).toBeVisible();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowLeft}");
    await expect(canvas.getByText("Slajd 3 z 12")).toBeVisible();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("button", { name: "Następny slajd" })).toBeDisabled();
    await userEvent.keyboard("{Home}");
    // The previous button is disabled on the first slide, so Tab goes straight to the next button.
    await userEvent.tab();
    const next = canvas.getByRole("button", { name: "Następny slajd" });
    await expect(next).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(canvas.getByText("Slajd 3 z 12")).toBeVisible();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("button", { name: "Poprzedni slajd" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Slajd 2 z 12")).toBeVisible();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
  },
};

/** Mark as done by keyboard: the button then shows the done state. */
export const MarkedDoneByKeyboard: Story = {
  render: (args) => <Stateful {...args} />,
  args: { defaultIndex: 11 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const markDone = canvas.getByRole("button", { name: "Oznacz jako ukończoną" });
    markDone.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMarkDone).toHaveBeenCalledTimes(1);
    const done = canvas.getByRole("button", { name: "Ukończono" });
    await expect(done).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMarkDone).toHaveBeenCalledTimes(1);
  },
};

export const Done: Story = {
  args: { isDone: true, defaultIndex: 4 },
};

/** Slides made of rendered content instead of images. */
export const RenderedContent: Story = {
  args: { slides: contentSlides },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Ładowanie prezentacji…");
  },
};

export const Empty: Story = {
  args: { slides: [] },
};

export const LongPolishText: Story = {
  args: {
    title: "Przeciwdziałanie nieuprawnionemu przetwarzaniu danych osobowych w narzędziach generatywnej AI",
    markDoneLabel: "Oznacz prezentację jako przeczytaną i przejdź do kolejnej części lekcji",
    formatCounter: (current: number, total: number) => `Przeglądasz slajd ${current} z ${total}`,
  },
};

export const NarrowWidth: Story = {
  decorators: [
    (Story) => (
      <div className="w-[320px]">
        <Story />
      </div>
    ),
  ],
};
