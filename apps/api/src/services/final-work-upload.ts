import { EXAM_LIMITS, type Refusal } from "@campus/contract";
import type { Multipart, MultipartFile } from "@fastify/multipart";
import { badRequest, HttpError } from "../errors.js";
import {
  bytesMatch,
  formatOf,
  headSays,
  type ReceivedFile,
  refusalMessage,
  type SentAnswer,
  safeFileName,
} from "./final-work-answer.js";

/** The text parts of an answer and whether each comes once or once per value (links). */
const TEXT_PARTS = { examId: "once", examTaskId: "once", text: "once", links: "each", idempotencyKey: "once" } as const;
type TextPart = keyof typeof TEXT_PARTS;
const FILE_PART = "files";

/** Bytes a file's type is told from before the rest of it arrives: the signature of every format taken, and more. */
const HEAD_BYTES = 64 * 1024;
const MAX_FILE_BYTES = EXAM_LIMITS.maxFileSizeMB * 1024 * 1024;
/** The text part holds HTML of at most 100 000 characters (the contract's limit), up to 4 bytes each. */
const MAX_TEXT_BYTES = 400_000;
const MAX_LINKS = 20;
const KEY = /^[A-Za-z0-9_-]{8,100}$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A refusal that ends the upload at once (the rest of the body is never read): a file over the size limit, more
 * files than a task takes. A 413 in the campus's error shape, naming the file.
 */
export class UploadRefused extends HttpError {
  constructor(
    readonly refusal: Refusal,
    status = 413,
  ) {
    super(status, refusalMessage(refusal));
  }
  answer() {
    return {
      statusCode: this.statusCode,
      error: this.error,
      message: this.message,
      errors: { files: this.message },
      refusals: { files: this.refusal },
    };
  }
}

/** An answer read from its parts: the text parts by name, the files that arrived whole and of their kind. */
export interface ReceivedAnswer extends SentAnswer {
  examId?: string;
  examTaskId?: string;
  idempotencyKey?: string;
}

/**
 * Reads a final-work answer from its multipart body as it arrives. Files are streamed: a file is refused on its
 * first bytes when they are not what its name says (the rest of it is read and dropped, never kept), refused with
 * a 413 the moment it passes the size limit (the rest of the body is never read), and otherwise kept as one
 * buffer. Anything that is not the contract's answer (an unknown part, a file under a text part's name or text
 * under `files`, a text part sent twice, a malformed body) is a 400 naming the part.
 */
export async function readAnswerParts(parts: AsyncIterable<Multipart>): Promise<ReceivedAnswer> {
  const texts: Partial<Record<TextPart, string>> = {};
  const links: string[] = [];
  const files: ReceivedFile[] = [];
  const refusedFiles: Refusal[] = [];
  let fileCount = 0;
  try {
    for await (const part of parts) {
      const name = part.fieldname;
      if (name === FILE_PART) {
        if (part.type !== "file") throw badRequest(`The part "${FILE_PART}" must be a file (with a filename).`);
        fileCount++;
        if (fileCount > EXAM_LIMITS.maxFiles)
          throw new UploadRefused({ code: "tooManyFiles", max: EXAM_LIMITS.maxFiles });
        const received = await receiveFile(part);
        if ("refusal" in received) refusedFiles.push(received.refusal);
        else files.push(received.file);
        continue;
      }
      if (!(name in TEXT_PARTS)) {
        // Refused at once: the rest of the body is not read.
        if (part.type === "file") part.file.destroy();
        throw badRequest(
          `Unknown part "${name}": an answer has the parts ${[...Object.keys(TEXT_PARTS), FILE_PART].join(", ")}.`,
        );
      }
      if (part.type === "file") {
        part.file.destroy();
        throw badRequest(`The part "${name}" must be text, not a file.`);
      }
      const value = textOf(part, name as TextPart);
      if (TEXT_PARTS[name as TextPart] === "each") {
        if (links.length >= MAX_LINKS) throw badRequest(`At most ${MAX_LINKS} "links" parts.`);
        links.push(value);
      } else {
        if (texts[name as TextPart] !== undefined) throw badRequest(`The part "${name}" was sent twice: send it once.`);
        texts[name as TextPart] = value;
      }
    }
  } catch (error) {
    throw partsError(error);
  }
  const key = texts.idempotencyKey;
  if (key !== undefined && !KEY.test(key))
    throw badRequest('The part "idempotencyKey" must be 8 to 100 letters, digits, "_" or "-".');
  for (const id of ["examId", "examTaskId"] as const) {
    const value = texts[id];
    if (value !== undefined && !ID.test(value)) throw badRequest(`The part "${id}" is not an id.`);
  }
  return { ...texts, links, files, refusedFiles };
}

/** A text part's value: plain text (not JSON, which the parser would read), whole, without a NUL character. */
function textOf(part: Exclude<Multipart, MultipartFile>, name: TextPart): string {
  if (typeof part.value !== "string" || part.mimetype.startsWith("application/json"))
    throw badRequest(`The part "${name}" must be plain text.`);
  if (part.valueTruncated || (name === "text" && Buffer.byteLength(part.value) > MAX_TEXT_BYTES))
    throw new HttpError(413, `The part "${name}" is too long.`);
  if (name !== "text" && part.value.length > 2000) throw badRequest(`The part "${name}" is too long.`);
  if (part.value.includes("\u0000"))
    throw badRequest(`The part "${name}" contains a NUL character, which no text may hold.`);
  return part.value;
}

/**
 * One file, streamed: refused on its first bytes when they are not what its name says, refused with a 413 once it
 * passes the size limit, kept otherwise. A refused file's remaining bytes are read and dropped, so the parts after
 * it still arrive.
 */
async function receiveFile(part: MultipartFile): Promise<{ file: ReceivedFile } | { refusal: Refusal }> {
  const fileName = part.filename;
  const refusal: Refusal = { code: "invalidFormat", fileName };
  const extension = formatOf(fileName, part.mimetype);
  if (!extension) {
    await drain(part);
    return { refusal };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let verdict: "yes" | "no" | "maybe" | undefined;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FILE_BYTES)
      throw new UploadRefused({ code: "fileTooLarge", fileName, max: EXAM_LIMITS.maxFileSizeMB });
    if (verdict === "no") continue;
    chunks.push(chunk);
    if (verdict === undefined && size >= HEAD_BYTES) {
      verdict = await headSays(extension, Buffer.concat(chunks, size));
      // Not what its name says: the rest is dropped as it arrives.
      if (verdict === "no") chunks.length = 0;
    }
  }
  // Cut short by the parser's own limit: longer than any file taken.
  if (part.file.truncated) throw new UploadRefused({ code: "fileTooLarge", fileName, max: EXAM_LIMITS.maxFileSizeMB });
  if (verdict === "no") return { refusal };
  const bytes = Buffer.concat(chunks, size);
  chunks.length = 0;
  verdict ??= await headSays(extension, bytes);
  // Only the whole file tells plain text (UTF-8 throughout, no NUL) and an Office file whose contents lie past its head.
  if (verdict === "no" || (verdict === "maybe" && !(await bytesMatch(extension, bytes)))) return { refusal };
  const mimeType = part.mimetype.split(";")[0]?.trim().toLowerCase() ?? "";
  return { file: { name: safeFileName(fileName, extension), mimeType, bytes } };
}

/** Reads a part to its end and drops it: the parts after it still arrive, nothing of it is kept. */
async function drain(part: MultipartFile) {
  for await (const _ of part.file) {
    // dropped
  }
}

/** A parser's failure as the client's error: a malformed body, too many parts, a part under a forbidden name. */
function partsError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_FILES_LIMIT") return new UploadRefused({ code: "tooManyFiles", max: EXAM_LIMITS.maxFiles });
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
    return new HttpError(413, "The answer has too many parts.");
  if (code === "FST_PROTO_VIOLATION") return badRequest("A part's name is not allowed.");
  if (code === "FST_INVALID_JSON_FIELD_ERROR") return badRequest("A text part is sent as JSON: send it as plain text.");
  const message = error instanceof Error ? error.message : String(error);
  return badRequest(`The multipart body is malformed: ${message}.`);
}
