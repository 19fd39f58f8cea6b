import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { sampleLanguages } from "../../stories/shell-samples";
import { type LanguageAlias, LanguageSwitcher } from "./language-switcher";

const body = within(document.body);

const meta = {
  title: "Components/LanguageSwitcher",
  component: LanguageSwitcher,
  args: { options: sampleLanguages, value: "pl", label: "Język interfejsu", onChange: fn() },
  argTypes: {
    options: { control: false },
    value: { control: "inline-radio", options: ["pl", "en"] },
  },
  decorators: [
    (Story) => (
      <div className="flex min-h-52 justify-end">
        <Story />
      </div>
    ),
  ],
  // The host owns the language; here a state stands in for it.
  render: function Render(args) {
    const [value, setValue] = useState<LanguageAlias>(args.value);
    return (
      <LanguageSwitcher
        {...args}
        value={value}
        onChange={(alias) => {
          setValue(alias);
          args.onChange(alias);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Polish is the default: the trigger shows PL and its flag. */
export const Polish: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /^Język interfejsu:\s*pl$/i })).toBeVisible();
  },
};

export const English: Story = {
  args: { value: "en", label: "Interface language" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /^Interface language:\s*en$/i })).toBeVisible();
  },
};

/** Opened: the current language is checked. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu");
    await expect(within(menu).getByRole("menuitemradio", { name: "Polski" })).toHaveAttribute("aria-checked", "true");
    await expect(within(menu).getByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "false");
    await expect(within(canvasElement).getByRole("button")).toHaveAttribute("aria-expanded", "true");
  },
};

/** ArrowDown opens, ArrowDown moves to English, Enter chooses it; the trigger then shows EN. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button");
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await body.findByRole("menu");
    await expect(within(menu).getByRole("menuitemradio", { name: "Polski" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitemradio", { name: "English" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("en");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAccessibleName(/^Język interfejsu:\s*en$/i);
  },
};

/** Without flags the alias alone tells the language. */
export const WithoutIcons: Story = {
  args: { options: sampleLanguages.map(({ alias, name }) => ({ alias, name })) },
};
