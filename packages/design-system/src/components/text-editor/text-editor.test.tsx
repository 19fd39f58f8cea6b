import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { TextEditor, type TextEditorProps } from "./text-editor";

const props = {
  label: "Opis pracy",
  description: "Opisz krótko swoje rozwiązanie.",
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
    saveLabel: "Zapisz",
    cancelLabel: "Anuluj",
    removeLabel: "Usuń link",
    invalidUrlMessage: "Nieprawidłowy adres URL",
    invalidEmailMessage: "Nieprawidłowy adres e-mail",
  },
} satisfies Partial<TextEditorProps>;

// jsdom has no layout; ProseMirror measures the caret to scroll it into view and to place clicks.
beforeAll(() => {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

// These tests render and operate the whole field in jsdom, which on a busy machine can outlast the default 5 s.
describe("TextEditor", () => {
  it("names and describes the editable area", async () => {
    render(<TextEditor {...props} maxLength={100} defaultValue="<p>Ala ma kota</p>" />);
    const area = await screen.findByRole("textbox", { name: "Opis pracy" });
    expect(area).toHaveAttribute("aria-multiline", "true");
    await waitFor(() => expect(area).toHaveAccessibleDescription("Opisz krótko swoje rozwiązanie. 11 / 100"));
  });

  it("toggles bold from the toolbar and reports it with aria-pressed", async () => {
    const user = userEvent.setup();
    render(<TextEditor {...props} />);
    const bold = screen.getByRole("button", { name: "Pogrubienie" });
    expect(bold).toHaveAttribute("aria-pressed", "false");
    await user.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute("aria-pressed", "true"));
  });

  it("shows a controlled value and sends pasted text out as HTML", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextEditor {...props} value="<p><strong>Start</strong></p>" onChange={onChange} />);
    const area = await screen.findByRole("textbox", { name: "Opis pracy" });
    expect(area.innerHTML).toContain("<strong>Start</strong>");
    await user.click(area);
    await user.paste(" dalej");
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toMatch(/^<p>.*dalej.*<\/p>$/);
  });

  it("cuts pasted text at the limit and says so", async () => {
    const user = userEvent.setup();
    render(
      <TextEditor
        {...props}
        maxLength={10}
        truncatedMessage="Tekst został skrócony do 10 znaków"
        defaultValue="<p>Abc</p>"
      />,
    );
    const area = await screen.findByRole("textbox", { name: "Opis pracy" });
    await user.click(area);
    await user.paste("0123456789012345");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Tekst został skrócony do 10 znaków"));
    expect(screen.getByText("10 / 10")).toBeInTheDocument();
  });

  it("marks disabled, read-only and invalid states on the area", async () => {
    const { rerender } = render(<TextEditor {...props} isDisabled />);
    const area = await screen.findByRole("textbox", { name: "Opis pracy" });
    await waitFor(() => expect(area).toHaveAttribute("aria-disabled", "true"));
    expect(area).toHaveAttribute("contenteditable", "false");
    expect(screen.getByRole("button", { name: "Pogrubienie" })).toBeDisabled();
    rerender(<TextEditor {...props} isReadOnly isInvalid errorMessage="Opis jest wymagany" />);
    await waitFor(() => expect(area).toHaveAttribute("aria-readonly", "true"));
    expect(area).toHaveAttribute("aria-invalid", "true");
    expect(area).toHaveAccessibleDescription(/Opis jest wymagany/);
  });

  it("takes a new value and props without throwing when its editor has already been destroyed", async () => {
    const { rerender } = render(<TextEditor {...props} value="<p>Pierwsza wersja</p>" />);
    const area = await screen.findByRole("textbox", { name: "Opis pracy" });
    // TipTap hangs the editor on its writing area; a field leaving the page destroys it before React is done.
    const editor = (area as HTMLElement & { editor?: { destroy(): void } }).editor;
    expect(editor).toBeDefined();
    editor?.destroy();
    expect(() =>
      rerender(<TextEditor {...props} value="<p>Wersja z innego urządzenia</p>" isInvalid errorMessage="Błąd" />),
    ).not.toThrow();
  });
});
