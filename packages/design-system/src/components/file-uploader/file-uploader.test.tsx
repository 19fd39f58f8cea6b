import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FileUploader, type FileUploaderProps } from "./file-uploader";
import type { FileUploaderItem } from "./file-uploader-item";
import { formatFileSize } from "./format-file-size";
import { isAcceptedType, validateFiles } from "./validate-files";

const megabyte = 1024 * 1024;
const file = (name: string, size: number, type = "") => ({ name, size, type });

describe("validateFiles", () => {
  it("accepts everything without limits", () => {
    const files = [file("a.exe", 10 * megabyte), file("b", 0)];
    expect(validateFiles(files)).toEqual({ accepted: files, rejected: [] });
  });

  it("matches extensions, MIME types and families, ignoring case", () => {
    expect(isAcceptedType(file("Praca.PDF", 1), [".pdf"])).toBe(true);
    expect(isAcceptedType(file("praca", 1, "application/pdf"), ["application/pdf"])).toBe(true);
    expect(isAcceptedType(file("zdjecie.heic", 1, "image/heic"), ["image/*"])).toBe(true);
    expect(isAcceptedType(file("praca.pdf.exe", 1, "application/x-msdownload"), [".pdf", "image/*"])).toBe(false);
    expect(isAcceptedType(file("plik", 1), [])).toBe(true);
  });

  it("refuses the wrong type before the size", () => {
    const result = validateFiles([file("film.mov", 50 * megabyte, "video/quicktime")], {
      accept: [".pdf"],
      maxSizeMb: 10,
    });
    expect(result.rejected).toEqual([{ file: expect.objectContaining({ name: "film.mov" }), reason: "type" }]);
  });

  it("allows exactly the size limit and refuses one byte more", () => {
    const limits = { maxSizeMb: 2 };
    expect(validateFiles([file("a.pdf", 2 * megabyte)], limits).accepted).toHaveLength(1);
    expect(validateFiles([file("b.pdf", 2 * megabyte + 1)], limits).rejected[0]?.reason).toBe("size");
  });

  it("counts files already in the field against maxFiles", () => {
    const result = validateFiles([file("a.pdf", 1), file("b.pdf", 1), file("c.pdf", 1)], {
      maxFiles: 3,
      currentCount: 1,
    });
    expect(result.accepted.map((f) => f.name)).toEqual(["a.pdf", "b.pdf"]);
    expect(result.rejected).toEqual([{ file: expect.objectContaining({ name: "c.pdf" }), reason: "count" }]);
  });

  it("does not let a refused file take a place in the count", () => {
    const result = validateFiles([file("a.exe", 1), file("b.pdf", 1)], { accept: [".pdf"], maxFiles: 1 });
    expect(result.accepted.map((f) => f.name)).toEqual(["b.pdf"]);
  });
});

describe("formatFileSize", () => {
  it("formats in the locale, kilobytes below a megabyte", () => {
    expect(formatFileSize(2.5 * megabyte, "pl-PL")).toBe("2,5 MB");
    expect(formatFileSize(2048, "en-US")).toBe("2 kB");
    expect(formatFileSize(1536, "pl")).toBe("1,5 kB");
  });

  it("names the bytes of a file under a kilobyte in full, with the language's plural", () => {
    expect(formatFileSize(38, "en")).toBe("38 bytes");
    expect(formatFileSize(1, "en")).toBe("1 byte");
    expect(formatFileSize(38, "pl")).toBe("38 bajtów");
    expect(formatFileSize(2, "pl")).toBe("2 bajty");
    expect(formatFileSize(0, "en")).toBe("0 bytes");
  });
});

const labels = {
  label: "Pliki pracy",
  dropLabel: "Przeciągnij pliki tutaj",
  pickLabel: "Wybierz pliki",
  listLabel: "Dodane pliki",
  formatRemoveLabel: (name: string) => `Usuń plik ${name}`,
  formatProgressLabel: (name: string) => `Wysyłanie pliku ${name}`,
  invalidFormatMessage: "Nieprawidłowy format pliku",
  formatTooLarge: (name: string, max: number) => `Plik ${name} jest za duży. Maksymalny rozmiar to ${max}MB`,
  formatTooMany: (max: number) => `Możesz dodać najwyżej ${max} pliki`,
} satisfies Partial<FileUploaderProps>;

function Host({
  initial = [] as FileUploaderItem[],
  ...props
}: Partial<FileUploaderProps> & { initial?: FileUploaderItem[] }) {
  const [files, setFiles] = useState(initial);
  return (
    <FileUploader
      {...labels}
      accept={[".pdf"]}
      maxSizeMb={1}
      maxFiles={3}
      files={files}
      onAdd={(added) =>
        setFiles((current) => [
          ...current,
          ...added.map((f) => ({ id: f.name, name: f.name, size: f.size, progress: 0 })),
        ])
      }
      onRemove={(id) => setFiles((current) => current.filter((f) => f.id !== id))}
      {...props}
    />
  );
}

function pdf(name: string, size = 1000) {
  return new File([new Uint8Array(size)], name, { type: "application/pdf" });
}

// These tests render and operate the whole field in jsdom, which on a busy machine can outlast the default 5 s.
describe("FileUploader", () => {
  it("adds picked files to the list with a progress bar", async () => {
    const user = userEvent.setup();
    const { container } = render(<Host />);
    const input = container.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    await user.upload(input, pdf("praca.pdf"));
    const list = screen.getByRole("list", { name: "Dodane pliki" });
    expect(list).toHaveTextContent("praca.pdf");
    expect(screen.getByRole("progressbar", { name: "Wysyłanie pliku praca.pdf" })).toBeInTheDocument();
  });

  it("announces a wrong format and a too large file and ties them to the pick button", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onAdd = vi.fn();
    const { container } = render(<Host onAdd={onAdd} />);
    const input = container.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    await user.upload(input, [new File(["x"], "notatki.txt", { type: "text/plain" }), pdf("duza.pdf", 2 * megabyte)]);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Nieprawidłowy format pliku");
    expect(alert).toHaveTextContent("Plik duza.pdf jest za duży. Maksymalny rozmiar to 1MB");
    expect(screen.getByRole("button", { name: "Wybierz pliki" })).toHaveAccessibleDescription(
      /Nieprawidłowy format pliku/,
    );
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("removes a file by keyboard and moves focus to the next one", async () => {
    const user = userEvent.setup();
    render(
      <Host
        initial={[
          { id: "a", name: "a.pdf", size: 100 },
          { id: "b", name: "b.pdf", size: 100 },
        ]}
      />,
    );
    screen.getByRole("button", { name: "Usuń plik a.pdf" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByText("a.pdf")).toBeNull();
    await waitFor(() => expect(screen.getByRole("button", { name: "Usuń plik b.pdf" })).toHaveFocus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Wybierz pliki" })).toHaveFocus());
  });
});
