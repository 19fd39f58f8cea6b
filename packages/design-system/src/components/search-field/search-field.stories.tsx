import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { SearchField } from "./search-field";

const meta = {
  title: "Components/SearchField",
  component: SearchField,
  args: {
    label: "Szukaj narzędzi",
    placeholder: "np. generator obrazów",
    clearLabel: "Wyczyść wyszukiwanie",
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
    className: "max-w-sm",
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: "ChatGPT" } };

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, "aria-label": "Szukaj kursów", placeholder: "Szukaj kursów" },
};

export const SubmitAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("searchbox", { name: "Szukaj narzędzi" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("prompt{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith("prompt");
    // The clear button stays out of the tab order (Escape clears from the keyboard); pointer users press it.
    await userEvent.click(canvas.getByRole("button", { name: "Wyczyść wyszukiwanie" }));
    await expect(args.onClear).toHaveBeenCalled();
    await expect(input).toHaveValue("");
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: "Midjourney" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("searchbox");
    await userEvent.tab();
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveValue("");
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: "a", isInvalid: true, errorMessage: "Wpisz co najmniej 2 znaki" },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("searchbox")).toBeDisabled();
  },
};

export const English: Story = {
  args: { label: "Search tools", placeholder: "e.g. image generator", clearLabel: "Clear search" },
};

export const LongPolishText: Story = {
  args: {
    label: "Wyszukaj kursy, lekcje i materiały dodatkowe we wszystkich programach",
    defaultValue: "automatyzacja przygotowywania comiesięcznych raportów sprzedażowych",
  },
};

export const NarrowWidth: Story = {
  args: { className: "", defaultValue: "narzędzia graficzne" },
  decorators: [storyWidth(200)],
};
