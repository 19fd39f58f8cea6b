/** A binary answer (certificate, lesson zip, resource): its bytes and the name to save it under. */
export interface FileAnswer {
  blob: Blob;
  fileName: string;
}

/** The file name of `Content-Disposition` (RFC 6266: `filename*` wins over `filename`), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : fallback;
}
