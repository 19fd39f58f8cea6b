import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CardGrid, storyWidth } from "../../stories/layout";
import { covers } from "../course-card/fixtures/images";
import { ProgramCard } from "./program-card";

const meta = {
  title: "Components/ProgramCard",
  component: ProgramCard,
  args: {
    title: "Podstawy AI",
    courseCountLabel: "8 kursów",
    description: "Od pierwszego promptu do własnego asystenta: wszystko, czego potrzebujesz na start.",
    progress: 25,
    progressLabel: "Postęp programu",
    progressValueLabel: "2 z 8 kursów",
    href: "#program-1",
    onOpen: fn(),
  },
  decorators: [storyWidth(360)],
  // Also checked in forced colours (Windows High Contrast): the system's colours replace the theme's.
  tags: ["forced-colors"],
} satisfies Meta<typeof ProgramCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  args: { progress: undefined },
};

export const WithImage: Story = {
  args: { imageSrc: covers.data, title: "Dane i analityka" },
};

export const InProgress: Story = {
  args: { progress: 60, progressValueLabel: "5 z 8 kursów" },
};

export const Completed: Story = {
  args: { progress: 100, progressValueLabel: "8 z 8 kursów" },
};

export const LockedByRank: Story = {
  args: {
    title: "Zaawansowane agenty AI",
    isLocked: true,
    lockedLabel: "Ranga za niska",
    progress: undefined,
    imageSrc: covers.automation,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByText("Ranga za niska")).toBeVisible();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Podstawy AI" });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute("data-hovered", "true");
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole("link", { name: "Podstawy AI" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Sztuczna inteligencja w zarządzaniu przedsiębiorstwem i przygotowywaniu strategii rozwoju",
    courseCountLabel: "12 kursów",
    description:
      "Program dla kadry zarządzającej: planowanie wdrożeń, ocena ryzyka, budżetowanie projektów, współpraca z działami prawnymi i komunikacja zmian w zespołach rozproszonych.",
  },
};

export const English: Story = {
  args: {
    title: "AI fundamentals",
    courseCountLabel: "8 courses",
    description: "From your first prompt to your own assistant.",
    progressLabel: "Program progress",
    progressValueLabel: "2 of 8 courses",
  },
};

export const NarrowWidth: Story = {
  decorators: [storyWidth(280)],
};

export const ResponsiveGrid: Story = {
  tags: ["responsive"],
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <CardGrid>
      <ProgramCard {...args} />
      <ProgramCard
        {...args}
        title="Dane i analityka"
        imageSrc={covers.data}
        courseCountLabel="5 kursów"
        progress={100}
        progressValueLabel="5 z 5 kursów"
      />
      <ProgramCard
        {...args}
        title="Zaawansowane agenty AI"
        courseCountLabel="6 kursów"
        isLocked
        lockedLabel="Ranga za niska"
        progress={undefined}
      />
    </CardGrid>
  ),
};
