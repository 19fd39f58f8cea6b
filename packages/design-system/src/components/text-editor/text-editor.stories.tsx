import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { TextEditor } from "./text-editor";

const meta = {
  title: "Components/TextEditor",
  component: TextEditor,
  args: {
    label: "Opis rozwiązania",
    description: "Opisz, jak wykonałeś zadanie i jakich narzędzi użyłeś.",
    maxLength: 5000,
    truncatedMessage: "Tekst został skrócony do 5000 znaków",
    placeholder: "Zacznij pisać…",
    onChange: fn(),
    labels: {
      toolbar: "Formatowanie tekstu",
      bold: "Pogrubienie",
      italic: "Kursywa",
      bulletList: "Lista punktowana",
      orderedList: "Lista numerowana",
      link: "Link",
    },
    linkDialog: {
      addTitle: "Dodaj link",
      editTitle: "Edytuj link",
      urlLabel: "Adres URL lub e-mail",
      description: "Na przykład https://example.com albo jan@example.com",
      saveLabel: "Zapisz",
      cancelLabel: "Anuluj",
      removeLabel: "Usuń link",
      invalidUrlMessage: "Nieprawidłowy adres URL",
      invalidEmailMessage: "Nieprawidłowy adres e-mail",
    },
    className: "max-w-2xl",
  },
  parameters: { docs: { story: { inline: false, height: "420px" } } },
} satisfies Meta<typeof TextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

const sample =
  "<p>W pracy <strong>zautomatyzowałem raporty</strong> sprzedaży z pomocą <em>asystenta AI</em>.</p>" +
  "<ul><li>zebrałem dane z CRM,</li><li>przygotowałem prompt,</li><li>sprawdziłem wyniki z zespołem.</li></ul>" +
  '<p>Szczegóły: <a href="https://example.com/raport">raport z wdrożenia</a>.</p>';

function editable(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole("textbox", { name: "Opis rozwiązania" });
}

export const Playground: Story = {};

/** Formatted content: bold, italic, a list and a link. */
export const WithContent: Story = { args: { defaultValue: sample } };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await editable(canvasElement)).toHaveAccessibleDescription(/0 \/ 5000/);
  },
};

/** Tab into the toolbar, Enter on Bold: the button is pressed and the typed text is bold. */
export const BoldByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = await editable(canvasElement);
    const bold = canvas.getByRole("button", { name: "Pogrubienie" });
    await userEvent.tab();
    await expect(bold).toHaveFocus();
    await expect(bold).toHaveAttribute("aria-pressed", "false");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(bold).toHaveAttribute("aria-pressed", "true"));
    await waitFor(() => expect(area).toHaveFocus());
    await userEvent.keyboard("Ważne");
    await waitFor(() => expect(area.querySelector("strong")).toHaveTextContent("Ważne"));
    await expect(args.onChange).toHaveBeenLastCalledWith("<p><strong>Ważne</strong></p>");
  },
};

/** Arrow keys move between the toolbar's buttons. */
export const ToolbarArrowKeys: Story = {
  args: { defaultValue: sample },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editable(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Pogrubienie" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "Lista punktowana" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("button", { name: "Kursywa" })).toHaveFocus();
  },
};

/** Tab to the Link button and open the dialog with Enter. */
async function openLinkDialog(canvasElement: HTMLElement) {
  const link = within(canvasElement).getByRole("button", { name: "Link" });
  await userEvent.tab();
  await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}");
  await expect(link).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  const dialog = await body.findByRole("dialog", { name: "Dodaj link" });
  const field = within(dialog).getByRole("textbox", { name: "Adres URL lub e-mail" });
  await waitFor(() => expect(field).toHaveFocus());
  return { link, field };
}

const nearLimit = "<p>Sztuczna inteligencja pomaga w pracy zespołu.</p>";

/** Typing at the limit stops there: the counter shows the limit and the message is announced. */
export const TypingPastTheLimit: Story = {
  args: { maxLength: 50, truncatedMessage: "Tekst został skrócony do 50 znaków", defaultValue: nearLimit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = await editable(canvasElement);
    await expect(canvas.getByText("45 / 50")).toBeVisible();
    await userEvent.click(area);
    await userEvent.keyboard("Bardzo");
    await waitFor(() => expect(canvas.getByText("50 / 50")).toBeVisible());
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Tekst został skrócony do 50 znaków"));
    await expect(area).toHaveAccessibleDescription(/50 \/ 50/);
  },
};

/** Pasted text longer than the room left is cut to the limit. */
export const PastedTextTruncated: Story = {
  args: { maxLength: 50, truncatedMessage: "Tekst został skrócony do 50 znaków", defaultValue: "<p>Wstęp:&nbsp;</p>" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = await editable(canvasElement);
    await userEvent.click(area);
    await userEvent.paste("Modele językowe streszczają dokumenty, tłumaczą i piszą kod w wielu językach.");
    await waitFor(() => expect(canvas.getByText("50 / 50")).toBeVisible());
    await expect(canvas.getByRole("status")).toHaveTextContent("Tekst został skrócony do 50 znaków");
  },
};

/** An invalid address keeps the dialog open with the error; Escape closes it and focus returns to Link. */
export const LinkDialogInvalidUrl: Story = {
  play: async ({ canvasElement }) => {
    await editable(canvasElement);
    const { link, field } = await openLinkDialog(canvasElement);
    await userEvent.keyboard("strona-kursu{Enter}");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Nieprawidłowy adres URL/);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(link).toHaveFocus());
  },
};

/** A valid address becomes a link in the text and focus returns to the Link button. */
export const LinkAdded: Story = {
  play: async ({ canvasElement, args }) => {
    const area = await editable(canvasElement);
    const { link } = await openLinkDialog(canvasElement);
    await userEvent.keyboard("https://example.com/praca{Enter}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(link).toHaveFocus());
    await expect(within(area).getByRole("link", { name: "https://example.com/praca" })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Opis rozwiązania jest wymagany", isRequired: true },
  play: async ({ canvasElement }) => {
    const area = await editable(canvasElement);
    await expect(area).toHaveAttribute("aria-invalid", "true");
    await expect(area).toHaveAccessibleDescription(/Opis rozwiązania jest wymagany/);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: sample } };

/** A sent answer: readable and focusable, not editable. */
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: sample } };

export const LongPolishText: Story = {
  args: {
    label: "Opisz szczegółowo, w jaki sposób zastosowałeś narzędzia sztucznej inteligencji w codziennej pracy zespołu",
    description:
      "Uwzględnij cel wdrożenia, wykorzystane narzędzia, napotkane trudności oraz mierzalne efekty, które udało się osiągnąć.",
    defaultValue:
      "<p>Przeprowadziłem pilotażowe wdrożenie asystenta, który przygotowuje cotygodniowe zestawienia sprzedażowe, porównuje je z prognozami i wskazuje odchylenia wymagające wyjaśnienia przez kierowników regionalnych.</p>",
  },
};

export const NarrowWidth: Story = {
  args: { className: "", defaultValue: sample },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
};
