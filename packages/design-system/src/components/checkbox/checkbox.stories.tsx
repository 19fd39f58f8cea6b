import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { Checkbox, CheckboxGroup } from "./checkbox";

const meta = {
  title: "Components/Checkbox",
  component: Checkbox,
  args: {
    children: "Pokaż tylko ulubione",
    onChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = { args: { isIndeterminate: true, children: "Wszystkie rangi" } };

export const WithDescription: Story = {
  args: { children: "Powiadomienia e-mail", description: "Raz w tygodniu podsumowanie postępów w nauce." },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Pokaż tylko ulubione" });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText("Pokaż tylko ulubione");
    await userEvent.hover(label);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, children: "Akceptuję regulamin" },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox")).toBeDisabled();
  },
};

export const Group: Story = {
  render: () => (
    <CheckboxGroup label="Ranga" defaultValue={["1"]} description="Pokazujemy kursy dostępne dla wybranych rang.">
      <Checkbox value="1">Ranga 1 – Odkrywca</Checkbox>
      <Checkbox value="2">Ranga 2 – Praktyk</Checkbox>
      <Checkbox value="3">Ranga 3 – Ekspert</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Ranga" })).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("checkbox", { name: "Ranga 2 – Praktyk" })).toBeChecked();
  },
};

export const GroupHorizontal: Story = {
  render: () => (
    <CheckboxGroup label="Licencja" orientation="horizontal" defaultValue={["free"]}>
      <Checkbox value="free">Darmowa</Checkbox>
      <Checkbox value="freemium">Freemium</Checkbox>
      <Checkbox value="paid">Płatna</Checkbox>
    </CheckboxGroup>
  ),
};

export const GroupError: Story = {
  render: () => (
    <CheckboxGroup label="Obszary zainteresowań" isRequired isInvalid errorMessage="Wybierz co najmniej jeden obszar">
      <Checkbox value="marketing">Marketing</Checkbox>
      <Checkbox value="sales">Sprzedaż</Checkbox>
    </CheckboxGroup>
  ),
};

export const English: Story = { args: { children: "Show favourites only" } };

export const LongPolishText: Story = {
  args: {
    children:
      "Wyrażam zgodę na przetwarzanie moich danych osobowych w celu wystawienia imiennego certyfikatu ukończenia programu szkoleniowego",
  },
};

export const NarrowWidth: Story = {
  args: { children: "Zapamiętaj wybrane filtry na tym urządzeniu", description: "Możesz je zmienić w każdej chwili." },
  decorators: [storyWidth(200)],
};
