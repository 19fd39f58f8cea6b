import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { sampleLanguages } from "../../stories/shell-samples";
import type { LanguageAlias } from "../language-switcher";
import { LanguageToggle } from "./language-toggle";

const meta = {
  title: "Components/LanguageToggle",
  component: LanguageToggle,
  args: { options: sampleLanguages, value: "pl", label: "Język interfejsu", onChange: fn() },
  argTypes: {
    options: { control: false },
    value: { control: "inline-radio", options: ["pl", "en"] },
  },
  // The host owns the language; here a state stands in for it.
  render: function Render(args) {
    const [value, setValue] = useState<LanguageAlias>(args.value);
    return (
      <LanguageToggle
        {...args}
        value={value}
        onChange={(alias) => {
          setValue(alias);
          args.onChange(alias);
        }}
      />
    );
  },
  // Also checked in forced colours (Windows High Contrast): the chosen language must still show.
  tags: ["forced-colors"],
} satisfies Meta<typeof LanguageToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Polish is the default: its button is the checked radio of the group. */
export const Polish: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "Język interfejsu" });
    await expect(within(group).getByRole("radio", { name: "Polski" })).toHaveAttribute("aria-checked", "true");
    await expect(within(group).getByRole("radio", { name: "English" })).toHaveAttribute("aria-checked", "false");
  },
};

export const English: Story = {
  args: { value: "en", label: "Interface language" },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "Interface language" });
    await expect(within(group).getByRole("radio", { name: "English" })).toHaveAttribute("aria-checked", "true");
  },
};

/** Tab reaches the group, the right arrow moves to English, Space chooses it; pressing it again changes nothing. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Polski" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const english = canvas.getByRole("radio", { name: "English" });
    await expect(english).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenCalledWith("en");
    await expect(english).toHaveAttribute("aria-checked", "true");
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(english).toHaveAttribute("aria-checked", "true");
  },
};

/** Without flags the alias alone shows the language. */
export const WithoutIcons: Story = {
  args: { options: sampleLanguages.map(({ alias, name }) => ({ alias, name })) },
};
