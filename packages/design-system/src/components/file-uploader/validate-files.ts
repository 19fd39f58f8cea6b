/** Why a file was refused: not an accepted type, over the size limit, or beyond the number of files allowed. */
export type FileRejectionReason = "type" | "size" | "count";

export type FileRejection<F extends FileLike = File> = { file: F; reason: FileRejectionReason };

/** The part of a `File` the checks read, so they run on plain objects in tests and on the server. */
export type FileLike = { name: string; size: number; type: string };

export type FileLimits = {
  /**
   * Accepted types as in the `accept` attribute: extensions (".pdf"), MIME types ("application/pdf") or
   * MIME families ("image/*"). Empty or missing accepts every type.
   */
  accept?: readonly string[];
  /** Largest size of one file in megabytes (1 MB = 1024 × 1024 bytes). Missing means no limit. */
  maxSizeMb?: number;
  /** How many files the field holds in total. Missing means no limit. */
  maxFiles?: number;
  /** Files already in the field; they count towards `maxFiles`. */
  currentCount?: number;
};

export type FileValidation<F extends FileLike = File> = {
  accepted: F[];
  rejected: FileRejection<F>[];
};

const bytesPerMegabyte = 1024 * 1024;

/** Whether a file matches one of the accepted types; extensions and MIME types compare case-insensitively. */
export function isAcceptedType(file: FileLike, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted === "") return false;
    if (wanted.startsWith(".")) return name.endsWith(wanted);
    if (wanted.endsWith("/*")) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/**
 * Sorts chosen or dropped files into accepted and rejected ones. A file is checked for type first, then size,
 * so the user hears the reason they can fix; files that pass both are accepted in order until `maxFiles` is
 * reached, and the rest are refused for the count.
 */
export function validateFiles<F extends FileLike>(files: Iterable<F>, limits: FileLimits = {}): FileValidation<F> {
  const { accept, maxSizeMb, maxFiles, currentCount = 0 } = limits;
  const accepted: F[] = [];
  const rejected: FileRejection<F>[] = [];
  for (const file of files) {
    if (!isAcceptedType(file, accept)) {
      rejected.push({ file, reason: "type" });
    } else if (maxSizeMb !== undefined && file.size > maxSizeMb * bytesPerMegabyte) {
      rejected.push({ file, reason: "size" });
    } else if (maxFiles !== undefined && currentCount + accepted.length >= maxFiles) {
      rejected.push({ file, reason: "count" });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}
