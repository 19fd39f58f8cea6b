import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FileUploader } from "./file-uploader";
import type { FileUploaderItem } from "./file-uploader-item";

const megabyte = 1024 * 1024;

const meta = {
  title: "Components/FileUploader",
  component: FileUploader,
  args: {
    label: "Pliki pracy końcowej",
    description: "PDF, DOCX lub ZIP, maksymalnie 10 MB na plik, do 3 plików",
    dropLabel: "Przeciągnij pliki tutaj lub",
    pickLabel: "Wybierz pliki",
    listLabel: "Dodane pliki",
    accept: [".pdf", ".docx", ".zip"],
    maxSizeMb: 10,
    maxFiles: 3,
    files: [],
    onAdd: fn(),
    onRemove: fn(),
    formatRemoveLabel: (fileName) => `Usuń plik ${fileName}`,
    formatProgressLabel: (fileName) => `Wysyłanie pliku ${fileName}`,
    invalidFormatMessage: "Nieprawidłowy format pliku",
    formatTooLarge: (fileName, maxSize) => `Plik ${fileName} jest za duży. Maksymalny rozmiar to ${maxSize}MB`,
    formatTooMany: (maxFiles) => `Możesz dodać najwyżej ${maxFiles} pliki`,
    className: "max-w-lg",
  },
  // The host owns the list; this one adds accepted files at 40% progress and removes on request.
  render: function Render(args) {
    const [files, setFiles] = useState<FileUploaderItem[]>(args.files);
    return (
      <FileUploader
        {...args}
        files={files}
        onAdd={(added) => {
          args.onAdd(added);
          setFiles((current) => [
            ...current,
            ...added.map((file) => ({
              id: `${file.name}-${current.length}`,
              name: file.name,
              size: file.size,
              progress: 40,
            })),
          ]);
        }}
        onRemove={(id) => {
          args.onRemove(id);
          setFiles((current) => current.filter((file) => file.id !== id));
        }}
      />
    );
  },
} satisfies Meta<typeof FileUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

function pdf(name: string, size = 240 * 1024) {
  return new File([new Uint8Array(size)], name, { type: "application/pdf" });
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]");
  if (!input) throw new Error("The file input of FileTrigger is missing");
  return input;
}

const someFiles: FileUploaderItem[] = [
  { id: "1", name: "praca-koncowa.pdf", size: 2.4 * megabyte, progress: 100 },
  { id: "2", name: "zalaczniki.zip", size: 7.8 * megabyte, progress: 35 },
  { id: "3", name: "prezentacja.docx", size: 512 * 1024 },
];

export const Playground: Story = {};

export const Empty: Story = {};

/** Files uploading, uploaded and waiting, as the host reports them. */
export const WithFiles: Story = { args: { files: someFiles } };

/** The drop area is the first tab stop (it takes pasted files); its focus ring shows. */
export const DropAreaFocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const dropZone = canvasElement.querySelector("[data-slot='drop-zone']");
    await waitFor(() => expect(dropZone).toHaveAttribute("data-focus-visible", "true"));
  },
};

/** Tab to the pick button; the system picker is replaced by an upload on the hidden input. */
export const PickByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pick = canvas.getByRole("button", { name: "Wybierz pliki" });
    await userEvent.tab();
    await userEvent.tab();
    await expect(pick).toHaveFocus();
    await userEvent.upload(fileInput(canvasElement), pdf("praca-koncowa.pdf"));
    await expect(args.onAdd).toHaveBeenCalled();
    const list = await canvas.findByRole("list", { name: "Dodane pliki" });
    await expect(list).toHaveTextContent("praca-koncowa.pdf");
    await expect(canvas.getByRole("progressbar", { name: "Wysyłanie pliku praca-koncowa.pdf" })).toBeVisible();
  },
};

/** A file dropped on the area, simulated with the browser's own drag events. */
export const DropFile: Story = {
  play: async ({ canvasElement }) => {
    const dropZone = canvasElement.querySelector("[data-slot='drop-zone']");
    if (!dropZone) throw new Error("The drop zone is missing");
    const transfer = new DataTransfer();
    transfer.items.add(pdf("upuszczony-plik.pdf"));
    transfer.effectAllowed = "all";
    // A file made in script has no file-system entry, and react-aria skips items without one; a real drag
    // from the desktop has it. Stand in for it during the simulated drop only.
    const original = DataTransferItem.prototype.webkitGetAsEntry;
    DataTransferItem.prototype.webkitGetAsEntry = () => ({ isFile: true, isDirectory: false }) as FileSystemEntry;
    try {
      for (const type of ["dragenter", "dragover", "drop"]) {
        dropZone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
      }
    } finally {
      DataTransferItem.prototype.webkitGetAsEntry = original;
    }
    const list = await within(canvasElement).findByRole("list", { name: "Dodane pliki" });
    await expect(list).toHaveTextContent("upuszczony-plik.pdf");
  },
};

/** A file of the wrong type and one over the limit: both announced and describing the pick button. */
export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), [
      new File(["notatki"], "notatki.txt", { type: "text/plain" }),
      pdf("skan-pracy.pdf", 12 * megabyte),
    ]);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Nieprawidłowy format pliku");
    await expect(alert).toHaveTextContent("Plik skan-pracy.pdf jest za duży. Maksymalny rozmiar to 10MB");
    await expect(canvas.getByRole("button", { name: "Wybierz pliki" })).toHaveAccessibleDescription(
      /Nieprawidłowy format pliku/,
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The field already holds the most files allowed. */
export const TooManyFiles: Story = {
  args: { files: someFiles },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pdf("czwarty.pdf"));
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Możesz dodać najwyżej 3 pliki");
  },
};

/** Remove a file with Enter; focus moves to the next file's remove button. */
export const RemoveByKeyboard: Story = {
  args: { files: someFiles },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole("button", { name: "Usuń plik praca-koncowa.pdf" });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRemove).toHaveBeenCalledWith("1");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Usuń plik zalaczniki.zip" })).toHaveFocus());
    await expect(canvas.queryByText("praca-koncowa.pdf")).toBeNull();
  },
};

/** A file the server refused, and a field-level error from the host. */
export const HostErrors: Story = {
  args: {
    files: [{ id: "1", name: "praca-koncowa.pdf", size: 2.4 * megabyte, errorMessage: "Nie udało się wysłać pliku" }],
    errorMessage: "Dodaj co najmniej jeden plik w formacie PDF",
  },
};

export const Disabled: Story = { args: { isDisabled: true, files: someFiles.slice(0, 1) } };

export const LongPolishText: Story = {
  args: {
    label: "Załączniki do pracy końcowej z kursu „Sztuczna inteligencja w codziennej pracy zespołu sprzedaży”",
    description: "Dozwolone formaty: PDF, DOCX lub ZIP. Maksymalny rozmiar pojedynczego pliku to 10 MB.",
    dropLabel: "Przeciągnij i upuść pliki w tym miejscu albo",
    files: [
      {
        id: "1",
        name: "sprawozdanie-z-wdrożenia-automatyzacji-raportów-w-zespole-sprzedaży-wersja-ostateczna.pdf",
        size: 9.6 * megabyte,
        progress: 72,
      },
    ],
  },
};

export const NarrowWidth: Story = {
  args: { className: "", files: someFiles.slice(0, 2) },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
};
