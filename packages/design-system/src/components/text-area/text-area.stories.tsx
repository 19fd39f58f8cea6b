import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { TextArea } from "./text-area";

const meta = {
  title: "Components/TextArea",
  component: TextArea,
  args: {
    label: "Twoja opinia o kursie",
    placeholder: "Co było dla Ciebie najbardziej wartościowe?",
    onChange: fn(),
    className: "max-w-md",
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: "Opinia jest anonimowa i pomaga nam ulepszać program." },
};

export const Required: Story = { args: { isRequired: true, requiredLabel: "(wymagane)" } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Opinia musi mieć co najmniej 20 znaków", defaultValue: "Super" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole("textbox");
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard("Świetne ćwiczenia{Enter}i przykłady");
    await expect(area).toHaveValue("Świetne ćwiczenia\ni przykłady");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "Opinia została już wysłana." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toBeDisabled();
  },
};

export const English: Story = {
  args: { label: "Your feedback", placeholder: "What was most valuable to you?" },
};

export const LongPolishText: Story = {
  args: {
    label: "Opisz, w jaki sposób zastosujesz zdobytą wiedzę w swojej codziennej pracy zawodowej",
    defaultValue:
      "Zamierzam wdrożyć automatyzację raportów w zespole sprzedaży, przygotować bibliotekę sprawdzonych promptów oraz przeszkolić współpracowników z bezpiecznego korzystania z narzędzi sztucznej inteligencji.",
  },
};

export const NarrowWidth: Story = {
  args: { className: "", isInvalid: true, errorMessage: "To pole jest wymagane" },
  decorators: [storyWidth(200)],
};
