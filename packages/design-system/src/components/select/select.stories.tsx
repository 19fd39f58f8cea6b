import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { Select } from "./select";

const sortOptions = [
  { id: "name-asc", label: "Nazwa: A–Z" },
  { id: "name-desc", label: "Nazwa: Z–A" },
  { id: "newest", label: "Najnowsze" },
  { id: "popular", label: "Najpopularniejsze" },
];

const meta = {
  title: "Components/Select",
  component: Select,
  args: {
    label: "Sortuj według",
    options: sortOptions,
    placeholder: "Wybierz kolejność",
    onSelectionChange: fn(),
    className: "max-w-xs",
  },
  // Also checked in forced colours (Windows High Contrast): the system's colours replace the theme's.
  tags: ["forced-colors"],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = { args: { defaultSelectedKey: "name-asc" } };

export const Empty: Story = {};

export const Open: Story = {
  args: { defaultSelectedKey: "name-asc" },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /Sortuj według/ });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "Nazwa: A–Z" })).toHaveFocus());
  },
};

export const KeyboardChoice: Story = {
  args: { defaultSelectedKey: "name-asc" },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /Sortuj według/ });
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenCalledWith("newest");
    await expect(trigger).toHaveTextContent("Najnowsze");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /Sortuj według/ });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithDisabledOption: Story = {
  args: {
    options: [...sortOptions.slice(0, 3), { id: "popular", label: "Najpopularniejsze", isDisabled: true }],
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Wybierz kolejność sortowania", isRequired: true },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: "name-asc" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button")).toBeDisabled();
  },
};

export const English: Story = {
  args: {
    label: "Sort by",
    placeholder: "Choose order",
    options: [
      { id: "name-asc", label: "Name: A–Z" },
      { id: "name-desc", label: "Name: Z–A" },
    ],
    defaultSelectedKey: "name-asc",
  },
};

export const LongPolishText: Story = {
  args: {
    label: "Kolejność wyświetlania kursów w wybranym programie",
    options: [
      { id: "a", label: "Od ostatnio rozpoczętych do najdawniej ukończonych kursów" },
      { id: "b", label: "Alfabetycznie według pełnej nazwy kursu" },
    ],
    defaultSelectedKey: "a",
  },
};

export const NarrowWidth: Story = {
  args: { className: "", defaultSelectedKey: "popular" },
  decorators: [storyWidth(200)],
};
