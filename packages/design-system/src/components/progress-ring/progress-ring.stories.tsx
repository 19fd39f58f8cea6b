import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProgressRing } from "./progress-ring";

const meta = {
  title: "Components/ProgressRing",
  component: ProgressRing,
  args: { "aria-label": "Postęp kursu", value: 45 },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    tone: { control: "inline-radio", options: ["accent", "success"] },
  },
} satisfies Meta<typeof ProgressRing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole("progressbar", { name: "Postęp kursu" });
    await expect(ring).toHaveAttribute("aria-valuenow", "45");
    await expect(ring).toHaveTextContent("45%");
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, tone: "success" } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-6">
      <ProgressRing {...args} size="sm" />
      <ProgressRing {...args} size="md" />
      <ProgressRing {...args} size="lg" />
    </div>
  ),
};

export const WithValueLabel: Story = {
  args: { value: 7, maxValue: 12, valueLabel: "7/12", size: "lg" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar")).toHaveAttribute("aria-valuetext", "7/12");
  },
};

export const WithoutValue: Story = { args: { showValueLabel: false, size: "sm", value: 80 } };

export const LongPolishText: Story = {
  args: { "aria-label": "Postęp w programie „Sztuczna inteligencja w pracy nauczyciela”", value: 88, size: "lg" },
};
