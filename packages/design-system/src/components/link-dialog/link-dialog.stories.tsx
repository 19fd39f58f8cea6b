import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { LinkDialog } from "./link-dialog";

const meta = {
  title: "Components/LinkDialog",
  component: LinkDialog,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: "Dodaj link",
    urlLabel: "Adres URL lub e-mail",
    description: "Na przykład https://example.com albo jan@example.com",
    saveLabel: "Zapisz",
    cancelLabel: "Anuluj",
    removeLabel: "Usuń link",
    invalidUrlMessage: "Nieprawidłowy adres URL",
    invalidEmailMessage: "Nieprawidłowy adres e-mail",
    onSave: fn(),
  },
  parameters: { docs: { story: { inline: false, height: "420px" } } },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Wstaw link
        </Button>
        <LinkDialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(next) => {
            args.onOpenChange(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof LinkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function openByKeyboard(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole("button", { name: "Wstaw link" });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  const dialog = await body.findByRole("dialog");
  const field = within(dialog).getByRole("textbox", { name: "Adres URL lub e-mail" });
  await waitFor(() => expect(field).toHaveFocus());
  return { trigger, dialog, field };
}

export const Playground: Story = {};

/** Opened by keyboard: the address field has focus. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleName("Dodaj link");
  },
};

/** An address that is not http(s) shows the URL error; Escape closes and focus returns to the trigger. */
export const InvalidUrl: Story = {
  play: async ({ canvasElement, args }) => {
    const { field, trigger } = await openByKeyboard(canvasElement);
    await userEvent.keyboard("ftp://pliki.example.com{Enter}");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Nieprawidłowy adres URL/);
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Text with an @ is read as an e-mail address and checked as one. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const { field } = await openByKeyboard(canvasElement);
    await userEvent.keyboard("jan.kowalski@szkola{Enter}");
    await expect(field).toHaveAccessibleDescription(/Nieprawidłowy adres e-mail/);
  },
};

/** A valid address is saved, the dialog closes and focus returns to the trigger. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger } = await openByKeyboard(canvasElement);
    await userEvent.keyboard("jan.kowalski@szkola.edu.pl{Enter}");
    await expect(args.onSave).toHaveBeenCalledWith("mailto:jan.kowalski@szkola.edu.pl");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Editing an existing link offers removing it. */
export const EditExisting: Story = {
  args: { title: "Edytuj link", initialHref: "https://example.com/raport", onRemove: fn() },
  play: async ({ canvasElement }) => {
    const { field, dialog } = await openByKeyboard(canvasElement);
    await expect(field).toHaveValue("https://example.com/raport");
    await expect(within(dialog).getByRole("button", { name: "Usuń link" })).toBeVisible();
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Dodaj odnośnik do materiałów uzupełniających pracę końcową",
    urlLabel: "Adres strony internetowej albo adres poczty elektronicznej",
    description: "Wklej pełny adres zaczynający się od https:// albo wpisz adres e-mail prowadzącego.",
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Wstaw link" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await body.findByRole("dialog");
  },
};
