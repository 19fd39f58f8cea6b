import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { Tab, TabList, TabPanel, Tabs } from "./tabs";

const meta = {
  title: "Components/Tabs",
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Sekcje kursu">
        <Tab id="lessons">Lekcje</Tab>
        <Tab id="materials">Materiały</Tab>
        <Tab id="test">Test końcowy</Tab>
      </TabList>
      <TabPanel id="lessons">Dwanaście lekcji wideo i ćwiczeń praktycznych.</TabPanel>
      <TabPanel id="materials">Prezentacje i szablony do pobrania.</TabPanel>
      <TabPanel id="test">Test zamknięty: 20 pytań, maksymalnie 20 minut.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {};

export const SecondSelected: Story = { args: { defaultSelectedKey: "materials" } };

export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The collection renders its tabs after the first commit.
    await canvas.findByRole("tab", { name: "Lekcje" });
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "Lekcje" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const materials = canvas.getByRole("tab", { name: "Materiały" });
    await expect(materials).toHaveFocus();
    await expect(materials).toHaveAttribute("aria-selected", "true");
    await expect(args.onSelectionChange).toHaveBeenCalledWith("materials");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Prezentacje");
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const tab = await within(canvasElement).findByRole("tab", { name: "Test końcowy" });
    await userEvent.hover(tab);
    await expect(tab).toHaveAttribute("data-hovered", "true");
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ["test"] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("tab", { name: "Test końcowy" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const English: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Course sections">
        <Tab id="lessons">Lessons</Tab>
        <Tab id="materials">Materials</Tab>
      </TabList>
      <TabPanel id="lessons">Twelve video lessons with exercises.</TabPanel>
      <TabPanel id="materials">Slides and templates to download.</TabPanel>
    </Tabs>
  ),
};

export const LongPolishText: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Sekcje programu">
        <Tab id="a">Najważniejsze informacje o programie</Tab>
        <Tab id="b">Harmonogram spotkań mastermindowych</Tab>
        <Tab id="c">Certyfikaty i zaświadczenia</Tab>
      </TabList>
      <TabPanel id="a">Program trwa cztery miesiące i obejmuje spotkania co dwa–trzy tygodnie.</TabPanel>
      <TabPanel id="b">Spotkanie podsumowujące odbywa się w pierwszą środę każdego miesiąca.</TabPanel>
      <TabPanel id="c">Certyfikat pobierzesz po zdaniu testu końcowego.</TabPanel>
    </Tabs>
  ),
};

export const NarrowWidth: Story = {
  decorators: [storyWidth(240)],
};
