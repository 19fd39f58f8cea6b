import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LinkListField, type LinkListItem } from "./link-list-field";

const meta = {
  title: "Components/LinkListField",
  component: LinkListField,
  args: {
    label: "Linki do pracy końcowej",
    description: "Dozwolone serwisy: YouTube, Vimeo, Google Drive i OneDrive.",
    value: [{ id: "1", url: "" }],
    onChange: fn(),
    maxLinks: 5,
    formatLinkLabel: (index) => `Link ${index + 1}`,
    formatRemoveLabel: (index) => `Usuń link ${index + 1}`,
    addLabel: "Dodaj link",
    maxReachedMessage: "Możesz dodać najwyżej 5 linków",
    invalidProviderMessage: "Dozwolone są tylko linki do YouTube, Vimeo, Google Drive lub OneDrive",
    placeholder: "https://",
    className: "max-w-xl",
  },
  // Ids are counted, not random, so screenshots and keys stay the same on every run.
  render: function Render(args) {
    const [value, setValue] = useState<LinkListItem[]>(args.value);
    const next = useRef(100);
    return (
      <LinkListField
        {...args}
        value={value}
        createId={() => String(next.current++)}
        onChange={(changed) => {
          args.onChange(changed);
          setValue(changed);
        }}
      />
    );
  },
} satisfies Meta<typeof LinkListField>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: LinkListItem[] = [
  { id: "1", url: "https://youtu.be/dQw4w9WgXcQ" },
  { id: "2", url: "https://drive.google.com/file/d/1AbCdEfGh/view" },
  { id: "3", url: "https://contoso-my.sharepoint.com/:w:/g/personal/jan/EabCdE" },
];

export const Playground: Story = {};

export const Empty: Story = {};

/** Recognised links with their provider shown next to each. */
export const WithLinks: Story = { args: { value: filled } };

/** Type a link: the provider appears; a link from elsewhere gets the error once the field is left. */
export const ProviderCheckByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Link 1" });
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.paste("https://player.vimeo.com/video/76979871");
    await expect(canvas.getByText("Vimeo")).toBeVisible();
    await userEvent.clear(field);
    await userEvent.paste("https://example.com/moja-praca");
    await userEvent.tab();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Dozwolone są tylko linki/);
  },
};

/** Enter on "Dodaj link" adds a row and focuses it; at the maximum the button is off and says why. */
export const AddUntilFull: Story = {
  args: { maxLinks: 3, maxReachedMessage: "Możesz dodać najwyżej 3 linki", value: filled.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole("button", { name: "Dodaj link" });
    add.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Link 2" })).toHaveFocus());
    await userEvent.paste("https://1drv.ms/w/s!AbCdEf");
    await expect(canvas.getByText("OneDrive")).toBeVisible();
    add.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Link 3" })).toHaveFocus());
    await expect(add).toBeDisabled();
    await expect(canvas.getByText("Możesz dodać najwyżej 3 linki")).toBeVisible();
  },
};

/** Remove a row with the keyboard; focus moves to the add button. */
export const RemoveByKeyboard: Story = {
  args: { value: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole("button", { name: "Usuń link 2" });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith([filled[0], filled[2]]);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Dodaj link" })).toHaveFocus());
    await expect(canvas.getAllByRole("textbox")).toHaveLength(2);
  },
};

/** Errors the server returned for single links after submit. */
export const ServerErrors: Story = {
  args: {
    value: filled,
    errors: { "1": "Film jest prywatny. Zmień ustawienia udostępniania.", "3": "Nie mamy dostępu do tego pliku." },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Link 1" })).toHaveAccessibleDescription(/Film jest prywatny/);
    await expect(canvas.getByRole("textbox", { name: "Link 3" })).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = { args: { value: filled, isDisabled: true } };

export const LongPolishText: Story = {
  args: {
    label: "Odnośniki do nagrań i dokumentów stanowiących część pracy końcowej z kursu",
    description:
      "Upewnij się, że udostępniłeś pliki wszystkim osobom mającym link, w przeciwnym razie prowadzący nie będzie mógł ocenić pracy.",
    value: [
      { id: "1", url: "https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit#slide=id.p" },
    ],
    errors: { "1": "Prezentacja nie jest udostępniona. Zmień ustawienia udostępniania na „Każda osoba mająca link”." },
  },
};

export const NarrowWidth: Story = {
  args: { className: "", value: filled },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
};
