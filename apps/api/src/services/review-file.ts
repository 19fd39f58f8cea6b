import type { Queryable } from "../db/db.js";
import { notFound } from "../errors.js";

/**
 * The types the staff console shows in place: images in an `<img>`, a PDF in an `<iframe>` of the file's address.
 * Their bytes were checked against the type when the work was sent (final-work-upload.ts); any other type is
 * downloaded, never opened by the browser as a page of the campus.
 */
export const SHOWN_IN_PLACE: ReadonlySet<string> = new Set(["image/png", "image/jpeg", "application/pdf"]);

/** A file of a final work with its bytes; a file of another work is not found, as an unknown one is. */
export async function reviewFile(db: Queryable, submitId: string, fileId: string) {
  const [file] = await db.query<{ name: string; mime_type: string; content: Uint8Array }>(
    "select name, mime_type, content from exam_submit_files where id = $1 and submit_id = $2",
    [fileId, submitId],
  );
  if (!file) throw notFound("File");
  return { name: file.name, mimeType: file.mime_type, bytes: Buffer.from(file.content) };
}
