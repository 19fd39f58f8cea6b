import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { Theme } from "../../theme/theme-boot";
import { ContrastSwitch } from "./contrast-switch";

const meta = {
  title: "Components/ContrastSwitch",
  component: ContrastSwitch,
  args: { theme: "light", label: "Wysoki kontrast", onChange: fn() },
  argTypes: { theme: { control: "inline-radio", options: ["light", "high-contrast"] } },
  // The host applies the theme; the story keeps only the pressed state, so each screenshot stays in its theme.
  render: function Render(args) {
    const [theme, setTheme] = useState<Theme>(args.theme);
    return (
      <ContrastSwitch
        {...args}
        theme={theme}
        onChange={(next) => {
          setTheme(next);
          args.onChange(next);
        }}
      />
    );
  },
  // Also checked in forced colours (Windows High Contrast): the system's colours replace the theme's.
  tags: ["forced-colors"],
} satisfies Meta<typeof ContrastSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Wysoki kontrast" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

export const HighContrastOn: Story = {
  args: { theme: "high-contrast" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Wysoki kontrast" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** Tab reaches it with a visible focus ring; Space turns high contrast on, Space again off. */
export const ToggledBySpace: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Wysoki kontrast" });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith("high-contrast");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith("light");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

/** With its label beside the icon, as in a settings list. */
export const WithLabel: Story = {
  args: { showLabel: true },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole("button"));
  },
};

export const LongPolishText: Story = {
  args: { showLabel: true, label: "Tryb wysokiego kontrastu dla osób słabowidzących" },
};
