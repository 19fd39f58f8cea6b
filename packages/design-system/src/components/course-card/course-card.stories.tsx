import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CardGrid, storyWidth } from "../../stories/layout";
import { CourseCard } from "./course-card";
import { covers } from "./fixtures/images";

const meta = {
  title: "Components/CourseCard",
  component: CourseCard,
  args: {
    title: "Skuteczne promptowanie w codziennej pracy",
    program: "Podstawy AI",
    imageSrc: covers.prompting,
    access: "available",
    accessLabel: "Dostępny",
    progress: 40,
    progressLabel: "Postęp",
    href: "#course-1",
    onOpen: fn(),
  },
  argTypes: {
    access: { control: "inline-radio", options: ["available", "unavailable", "completed"] },
  },
  decorators: [storyWidth(340)],
  // Also checked in forced colours (Windows High Contrast): the system's colours replace the theme's.
  tags: ["forced-colors"],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  args: { progress: undefined },
};

export const InProgress: Story = {
  args: { progress: 65, progressValueLabel: "65% (13 z 20 lekcji)" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "Postęp" })).toHaveAttribute(
      "aria-valuenow",
      "65",
    );
  },
};

export const Completed: Story = {
  args: { access: "completed", accessLabel: "Ukończony", progress: 100, imageSrc: covers.data },
};

export const Unavailable: Story = {
  args: {
    access: "unavailable",
    accessLabel: "Niedostępny",
    progress: undefined,
    title: "Analiza danych z pomocą AI",
    imageSrc: covers.vision,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};

export const LockedByRank: Story = {
  args: {
    isLocked: true,
    lockedLabel: "Ranga za niska",
    progress: undefined,
    title: "Automatyzacja procesów z agentami AI",
    program: "Zaawansowane",
    imageSrc: covers.automation,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByText("Ranga za niska")).toBeVisible();
    await userEvent.click(canvas.getByRole("heading"));
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /Skuteczne promptowanie/ });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute("data-hovered", "true");
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole("link", { name: /Skuteczne promptowanie/ });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const WithoutImage: Story = {
  args: { imageSrc: undefined },
};

export const LongPolishText: Story = {
  args: {
    title:
      "Wprowadzenie do odpowiedzialnego wykorzystywania generatywnej sztucznej inteligencji w przedsiębiorstwach średniej wielkości",
    program: "Etyka, bezpieczeństwo i zgodność z przepisami",
    imageSrc: covers.ethics,
    progress: 12,
    progressValueLabel: "12% (3 z 25 lekcji)",
  },
};

export const English: Story = {
  args: {
    title: "Everyday prompt engineering",
    program: "AI fundamentals",
    accessLabel: "Available",
    progressLabel: "Progress",
  },
};

export const NarrowWidth: Story = {
  args: {
    title: "Rozpoznawanie obrazów w praktyce",
    program: "Wizja komputerowa",
    imageSrc: covers.vision,
    progress: 80,
  },
  decorators: [storyWidth(280)],
};

export const ResponsiveGrid: Story = {
  tags: ["responsive"],
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <CardGrid>
      <CourseCard {...args} />
      <CourseCard
        {...args}
        title="Analiza danych z pomocą AI"
        imageSrc={covers.data}
        access="completed"
        accessLabel="Ukończony"
        progress={100}
      />
      <CourseCard
        {...args}
        title="Automatyzacja procesów z agentami AI"
        imageSrc={covers.automation}
        isLocked
        lockedLabel="Ranga za niska"
        progress={undefined}
      />
      <CourseCard
        {...args}
        title="Rozpoznawanie obrazów w praktyce"
        imageSrc={covers.vision}
        access="unavailable"
        accessLabel="Niedostępny"
        progress={undefined}
      />
      <CourseCard {...args} title="Etyka i bezpieczeństwo AI" imageSrc={covers.ethics} progress={5} />
    </CardGrid>
  ),
};
