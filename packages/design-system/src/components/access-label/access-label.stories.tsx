import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { AccessLabel } from "./access-label";

const meta = {
  title: "Components/AccessLabel",
  component: AccessLabel,
  args: { status: "available", children: "Dostępny" },
  argTypes: {
    status: { control: "inline-radio", options: ["available", "unavailable", "completed", "rankTooLow"] },
  },
} satisfies Meta<typeof AccessLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Available: Story = { args: { status: "available", children: "Dostępny" } };
export const Unavailable: Story = { args: { status: "unavailable", children: "Niedostępny" } };
export const Completed: Story = { args: { status: "completed", children: "Ukończony" } };

/** Rank too low: a lock icon, and the text says why. */
export const RankTooLow: Story = {
  args: { status: "rankTooLow", children: "Zbyt niska ranga" },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText("Zbyt niska ranga").closest("[data-status]");
    await expect(label).toHaveAttribute("data-status", "rankTooLow");
    await expect(label?.querySelector("[aria-hidden='true'] svg")).not.toBeNull();
  },
};

export const AllStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      <AccessLabel status="available">Dostępny</AccessLabel>
      <AccessLabel status="unavailable">Niedostępny</AccessLabel>
      <AccessLabel status="completed">Ukończony</AccessLabel>
      <AccessLabel status="rankTooLow">Zbyt niska ranga</AccessLabel>
    </div>
  ),
};

export const English: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      <AccessLabel status="available">Available</AccessLabel>
      <AccessLabel status="unavailable">Unavailable</AccessLabel>
      <AccessLabel status="completed">Completed</AccessLabel>
      <AccessLabel status="rankTooLow">Rank too low</AccessLabel>
    </div>
  ),
};

export const LongPolishText: Story = {
  args: { status: "rankTooLow", children: "Wymagany drugi etap rangi, aby otworzyć ten kurs" },
};

export const NarrowWidth: Story = {
  args: { status: "unavailable", children: "Niedostępny w Twojej organizacji" },
  decorators: [storyWidth(150)],
};
