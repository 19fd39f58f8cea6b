import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TestProgress } from "./test-progress";

const meta = {
  title: "Components/TestProgress",
  component: TestProgress,
  args: {
    current: 3,
    total: 10,
    formatPosition: (current: number, total: number) => `Pytanie ${current} z ${total}`,
    progressLabel: "Postęp testu",
    backLabel: "Wstecz",
    nextLabel: "Dalej",
    finishLabel: "Zakończ test",
    canGoNext: true,
    onBack: fn(),
    onNext: fn(),
    onFinish: fn(),
  },
  argTypes: {
    formatPosition: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <div className="max-w-2xl p-4">
      <TestProgress {...args} />
    </div>
  ),
} satisfies Meta<typeof TestProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The first question: no Back. */
export const FirstQuestion: Story = {
  args: { current: 1, timeHint: "Test zajmie maksymalnie 20 minut" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "Wstecz" })).toBeNull();
  },
};

/** Next waits until the question is answered. */
export const NextDisabledUntilAnswered: Story = {
  args: { canGoNext: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Dalej" })).toBeDisabled();
  },
};

/** Tab reaches Back and Next; Enter presses them. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Wstecz" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Dalej" })).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard("{Enter}");
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** The last question shows Finish instead of Next. */
export const LastQuestion: Story = {
  args: { current: 10 },
  play: async ({ canvasElement, args }) => {
    const finish = within(canvasElement).getByRole("button", { name: "Zakończ test" });
    await userEvent.click(finish);
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
  },
};

/** The answers are being sent. */
export const Finishing: Story = { args: { current: 10, isFinishing: true } };

export const WithQuestion: Story = {
  args: {
    timeHint: "Test zajmie maksymalnie 20 minut",
    children: (
      <p className="rounded-card border border-border bg-surface-raised p-4 text-body text-fg">
        Tu wyświetla się treść pytania wraz z odpowiedziami.
      </p>
    ),
  },
};

export const LongPolishText: Story = {
  args: {
    current: 12,
    total: 40,
    formatPosition: (current: number, total: number) => `Pytanie numer ${current} spośród wszystkich ${total} pytań`,
    timeHint: "Rozwiązanie całego testu zajmie maksymalnie dwadzieścia minut, a podejść możesz bez ograniczeń",
    backLabel: "Wróć do poprzedniego pytania",
    nextLabel: "Przejdź do następnego pytania",
  },
  render: (args) => (
    <div className="w-80 p-4">
      <TestProgress {...args} />
    </div>
  ),
};
