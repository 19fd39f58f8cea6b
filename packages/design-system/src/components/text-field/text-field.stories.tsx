import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyWidth } from "../../stories/layout";
import { TextField } from "./text-field";

const meta = {
  title: "Components/TextField",
  component: TextField,
  args: {
    label: "Imię",
    placeholder: "np. Anna",
    onChange: fn(),
    className: "max-w-sm",
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {};

export const WithDescription: Story = {
  args: { label: "Adres e-mail", type: "email", description: "Wyślemy na niego certyfikat ukończenia kursu." },
};

export const Required: Story = {
  args: { label: "Nazwa projektu", isRequired: true, requiredLabel: "(wymagane)" },
};

export const Filled: Story = {
  args: { defaultValue: "Anna Kowalska" },
};

export const Invalid: Story = {
  args: {
    label: "Adres e-mail",
    defaultValue: "anna@",
    isInvalid: true,
    errorMessage: "Nieprawidłowy adres e-mail",
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Adres e-mail" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/Nieprawidłowy adres e-mail/);
  },
};

export const RequiredError: Story = {
  args: {
    label: "Nazwa projektu",
    isRequired: true,
    validationBehavior: "aria",
    validate: (value) => (value.trim() ? null : "To pole jest wymagane"),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox");
    await userEvent.type(input, "a");
    await userEvent.keyboard("{Backspace}");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(within(canvasElement).getByText("To pole jest wymagane")).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Imię" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("Zofia");
    await expect(input).toHaveValue("Zofia");
    await expect(args.onChange).toHaveBeenLastCalledWith("Zofia");
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox");
    await userEvent.hover(input);
    await expect(input).toHaveAttribute("data-hovered", "true");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "Anna" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toBeDisabled();
  },
};

export const English: Story = {
  args: { label: "First name", placeholder: "e.g. Anna", description: "As it should appear on the certificate." },
};

export const LongPolishText: Story = {
  args: {
    label: "Imię i nazwisko uczestnika, które pojawi się na certyfikacie ukończenia programu",
    description:
      "Sprawdź dokładnie pisownię, ponieważ po wygenerowaniu certyfikatu nie będzie można jej zmienić bez kontaktu z zespołem wsparcia.",
    defaultValue: "Grzegorz Brzęczyszczykiewicz-Chrząszczyżewoszycki",
  },
};

export const NarrowWidth: Story = {
  args: { label: "Adres e-mail służbowy", isInvalid: true, errorMessage: "Nieprawidłowy adres e-mail", className: "" },
  decorators: [storyWidth(200)],
};
