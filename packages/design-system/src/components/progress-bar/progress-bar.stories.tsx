import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { ProgressBar } from "./progress-bar";

const meta = {
  title: "Components/ProgressBar",
  component: ProgressBar,
  args: { label: "Postęp kursu", value: 45 },
  argTypes: {
    tone: { control: "inline-radio", options: ["accent", "success"] },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Postęp kursu" });
    await expect(bar).toHaveAttribute("aria-valuenow", "45");
    await expect(bar).toHaveTextContent("45%");
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, tone: "success", label: "Kurs ukończony" } };

/** A value text of its own instead of the percentage. */
export const WithValueLabel: Story = {
  args: { value: 3, maxValue: 12, valueLabel: "3 z 12 lekcji" },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuetext", "3 z 12 lekcji");
  },
};

/** Loading with no known end (upload preparing). */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: "Przygotowywanie pliku" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar")).not.toHaveAttribute("aria-valuenow");
  },
};

export const Small: Story = { args: { size: "sm", value: 70 } };

/** Without a visible label it still has a name. */
export const NoLabel: Story = {
  args: { label: undefined, "aria-label": "Postęp przesyłania", showValueLabel: false, value: 60 },
};

export const English: Story = { args: { label: "Course progress", value: 80 } };

export const LongPolishText: Story = {
  args: {
    label: "Postęp w programie „Sztuczna inteligencja w pracy nauczyciela szkoły podstawowej”",
    value: 62,
  },
};

export const NarrowWidth: Story = {
  args: { label: "Przesyłanie prezentacja-modul-3.pdf", value: 30 },
  decorators: [storyWidth(200)],
};
