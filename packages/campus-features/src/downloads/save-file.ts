import type { FileAnswer } from "../api";

/** Hands a downloaded file to the browser's own download, under the name the server gave it. */
export function saveFile({ blob, fileName }: FileAnswer): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file by the next tick; the address is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
