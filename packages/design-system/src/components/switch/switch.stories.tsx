import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { Switch } from "./switch";

const meta = {
  title: "Components/Switch",
  component: Switch,
  args: { children: "Wysoki kontrast", onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Off: Story = {};

export const On: Story = { args: { defaultSelected: true } };

export const LabelAtStart: Story = {
  args: { labelPosition: "start", className: "w-72" },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole("switch", { name: "Wysoki kontrast" });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByText("Wysoki kontrast"));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch")).toBeDisabled();
  },
};

export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };

export const English: Story = { args: { children: "High contrast" } };

export const LongPolishText: Story = {
  args: { children: "Wysyłaj mi przypomnienia o niedokończonych lekcjach i zbliżających się spotkaniach grupy" },
};

export const NarrowWidth: Story = {
  args: { children: "Powiadomienia o nowych kursach" },
  decorators: [storyWidth(200)],
};
