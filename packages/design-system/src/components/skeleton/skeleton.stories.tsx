import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { Skeleton, SkeletonRegion } from "./skeleton";

const meta = {
  title: "Components/Skeleton",
  component: Skeleton,
  args: { shape: "text", lines: 1 },
  argTypes: {
    shape: { control: "inline-radio", options: ["text", "block", "circle"] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TextLines: Story = { args: { shape: "text", lines: 4 } };

export const Block: Story = { args: { shape: "block" } };

export const Circle: Story = { args: { shape: "circle" } };

/**
 * The busy-container pattern: skeletons are `aria-hidden`, and a `SkeletonRegion` with `aria-busy`
 * announces one status text while the card loads.
 */
export const CardPlaceholder: Story = {
  render: () => (
    <SkeletonRegion
      label="Ładowanie kursów…"
      className="flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-4"
    >
      <Skeleton shape="block" className="h-40" />
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" className="size-10" />
        <Skeleton shape="text" className="w-1/2 text-lead" />
      </div>
      <Skeleton shape="text" lines={3} />
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Ładowanie kursów…");
    await expect(canvas.getByRole("status").parentElement).toHaveAttribute("aria-busy", "true");
    for (const shape of canvasElement.querySelectorAll(".animate-pulse")) {
      await expect(shape.closest("[aria-hidden='true']")).not.toBeNull();
    }
  },
};

export const ListPlaceholder: Story = {
  render: () => (
    <SkeletonRegion label="Ładowanie lekcji…" className="flex flex-col gap-3">
      {["a", "b", "c"].map((key) => (
        <div key={key} className="flex items-center gap-3">
          <Skeleton shape="circle" className="size-8" />
          <Skeleton shape="text" lines={2} />
        </div>
      ))}
    </SkeletonRegion>
  ),
};

export const NarrowWidth: Story = {
  args: { shape: "text", lines: 3 },
  decorators: [storyWidth(160)],
};
