import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { Breadcrumbs } from "./breadcrumbs";

const meta = {
  title: "Components/Breadcrumbs",
  component: Breadcrumbs,
  args: {
    label: "Ścieżka nawigacji",
    items: [
      { id: "home", label: "Strona główna", href: "/" },
      { id: "programs", label: "Programy", href: "/programs" },
      { id: "program", label: "Sztuczna inteligencja w pracy", href: "/program/12" },
      { id: "course", label: "Podstawy promptowania" },
    ],
  },
  argTypes: { tone: { control: "inline-radio", options: ["default", "hero"] } },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Ścieżka nawigacji" })).toBeVisible();
    // react-aria builds the collection in a first pass: the crumbs appear on the next render.
    await expect(await canvas.findByRole("link", { name: "Programy" })).toHaveAttribute("href", "/programs");
    await expect(canvas.getByText("Podstawy promptowania").closest("[aria-current]")).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

export const OnHero: Story = {
  args: { tone: "hero" },
  decorators: [
    (Story) => (
      <div className="bg-hero p-4">
        <Story />
      </div>
    ),
  ],
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const home = await within(canvasElement).findByRole("link", { name: "Strona główna" });
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("link", { name: "Programy" })).toHaveAttribute(
      "data-focus-visible",
      "true",
    );
  },
};

export const English: Story = {
  args: {
    label: "Breadcrumbs",
    items: [
      { id: "home", label: "Home", href: "/" },
      { id: "tools", label: "Tools", href: "/tools" },
      { id: "tool", label: "Image generator" },
    ],
  },
};

export const LongPolishText: Story = {
  args: {
    items: [
      { id: "home", label: "Strona główna", href: "/" },
      { id: "programs", label: "Programy", href: "/programs" },
      { id: "program", label: "Zastosowania sztucznej inteligencji w administracji publicznej", href: "/program/3" },
      { id: "course", label: "Odpowiedzialne wdrażanie rozwiązań opartych na dużych modelach językowych" },
    ],
  },
};

export const NarrowWidth: Story = {
  ...LongPolishText,
  decorators: [storyWidth(280)],
};
