import { describe, expect, it } from "vitest";
import { fileKindOf, fileViewOf } from "./file-view";

describe("a file of an answer", () => {
  it("is shown in place when an image or a PDF, and downloaded otherwise", () => {
    expect(fileViewOf("image/png")).toBe("image");
    expect(fileViewOf("image/jpeg")).toBe("image");
    expect(fileViewOf("application/pdf")).toBe("pdf");
    expect(fileViewOf("image/svg+xml")).toBe("download");
    expect(fileViewOf("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe("download");
  });

  it("is named by its kind, or by its name's extension when the kind is not one the final work takes", () => {
    expect(fileKindOf("application/pdf", "opis.pdf").kind).toBe("pdf");
    expect(
      fileKindOf("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "plan.docx").kind,
    ).toBe("docx");
    expect(fileKindOf("application/zip", "kod.źródłowy.zip")).toEqual({ kind: "other", extension: "ZIP" });
    expect(fileKindOf("application/octet-stream", "README")).toEqual({
      kind: "other",
      extension: "application/octet-stream",
    });
  });
});
