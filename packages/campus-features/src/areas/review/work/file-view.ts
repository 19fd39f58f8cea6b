/**
 * How a file of an answer is shown to its reviewer: a PNG or JPEG image in place, a PDF in place in a frame, any
 * other file (a Word document, a presentation, a text file) as a download. Only the types the final work takes
 * are named; another is told by its name's extension.
 */
export type FileView = "image" | "pdf" | "download";

export function fileViewOf(mimeType: string): FileView {
  if (mimeType === "image/png" || mimeType === "image/jpeg") return "image";
  if (mimeType === "application/pdf") return "pdf";
  return "download";
}

/** The kinds of file the final work takes (apps/api final-work-answer.ts), each with its name in the locales. */
const kinds: Record<string, FileKind> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
  "text/plain": "txt",
};

export type FileKind = "png" | "jpeg" | "pdf" | "docx" | "pptx" | "txt" | "other";

/** The file's kind, and for any other kind the extension of its name in capitals ("ZIP"), or its stated type. */
export function fileKindOf(mimeType: string, name: string): { kind: FileKind; extension: string } {
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toUpperCase() : mimeType;
  return { kind: kinds[mimeType] ?? "other", extension };
}
