import { EXAM_LIMITS, type Refusal } from "@campus/contract";
import { fileTypeFromBuffer } from "file-type";
import { sanitizeAnswerHtml, visibleLength } from "./final-work-html.js";
import { linkError, linkMessages } from "./links.js";

export type AnswerType = "text" | "links" | "files";

/** A file as it arrived, its bytes already checked against its name while they streamed (final-work-upload.ts). */
export interface ReceivedFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

/** An answer as the learner sends it: text, links, and the files that arrived whole and of their stated kind. */
export interface SentAnswer {
  text?: string;
  links?: string[];
  files?: ReceivedFile[];
  /** Files refused as they arrived (not of an allowed kind, or bytes that are not what the name says). */
  refusedFiles?: Refusal[];
}

/** An answer that passed the checks, ready to store: text and links trimmed, files named safely. */
export interface CheckedAnswer {
  text: string | null;
  links: string[];
  files: ReceivedFile[];
}

/** What the learner is told of a refusal, in English, for clients other than the campus (which reads the code). */
export function refusalMessage(refusal: Refusal): string {
  switch (refusal.code) {
    case "empty":
      return "The answer is empty: write a text, add a link or a file.";
    case "notTaken":
      return `This task takes only: ${(refusal.answerTypes ?? []).join(", ")}.`;
    case "textTooLong":
      return `The answer is too long: at most ${refusal.max} characters.`;
    case "tooManyLinks":
      return `At most ${refusal.max} links.`;
    case "tooManyFiles":
      return `At most ${refusal.max} files.`;
    case "invalidFormat":
      return `Invalid file format: ${refusal.fileName}. Allowed: ${EXAM_LIMITS.fileFormats.join(", ")}.`;
    case "fileTooLarge":
      return `File ${refusal.fileName} is too large. Maximum size is ${refusal.max}MB`;
    default:
      return linkMessages[refusal.code];
  }
}

const MIME: Record<string, string[]> = {
  pdf: ["application/pdf"],
  png: ["image/png"],
  jpg: ["image/jpeg"],
  jpeg: ["image/jpeg"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  pptx: ["application/vnd.openxmlformats-officedocument.presentationml.presentation"],
  txt: ["text/plain"],
};

/**
 * A file name safe to store and show: no path parts (a name like `../../etc/passwd` keeps only `passwd`), no
 * control or bidirectional-override characters, at most 200 characters with its extension kept.
 */
export function safeFileName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  const named = clean.replace(/^\.+/, "");
  if (named === "" || named.toLowerCase() === `.${extension}`) return `file.${extension}`;
  return named.length <= 200 ? named : `${named.slice(0, 190)}.${extension}`;
}

/**
 * The format of a file, when its name and stated type are one the final work takes and agree (`report.pdf` as
 * application/pdf); undefined otherwise.
 */
export function formatOf(name: string, mimeType: string): string | undefined {
  const extension = name.split(".").pop()?.toLowerCase() ?? "";
  const mime = mimeType.split(";")[0]?.trim().toLowerCase() ?? "";
  return MIME[extension]?.includes(mime) ? extension : undefined;
}

/** Formats that are zip archives inside: which one only its table of contents says, which may lie past the head. */
const ZIPPED = new Set(["docx", "pptx"]);

/**
 * What the first bytes of a file say of it: `no` when they are surely not of its format (refused before the
 * rest arrives), `yes` when they surely are, `maybe` when only the whole file can tell (an Office file's table of
 * contents past the head; plain text, which is checked as it arrives).
 */
export async function headSays(extension: string, head: Buffer): Promise<"yes" | "no" | "maybe"> {
  const detected = await fileTypeFromBuffer(head);
  if (extension === "txt") {
    if (detected) return "no";
    // Not a web page under another name.
    return /<\s*(html|script|!doctype)/i.test(head.toString("latin1")) ? "no" : "maybe";
  }
  const wanted = extension === "jpeg" ? "jpg" : extension;
  if (detected?.ext === wanted) return "yes";
  if (ZIPPED.has(extension) && (detected === undefined || detected.ext === "zip")) return "maybe";
  return "no";
}

/** Whether a whole file is what its name says (after a head that left it open). */
export async function bytesMatch(extension: string, bytes: Buffer): Promise<boolean> {
  if (extension === "txt") {
    // Plain text: valid UTF-8 without NUL bytes, and not a web page under another name.
    const text = bytes.toString("utf8");
    return !text.includes("\u0000") && !text.includes("\ufffd") && !/<\s*(html|script|!doctype)/i.test(text);
  }
  const wanted = extension === "jpeg" ? "jpg" : extension;
  return (await fileTypeFromBuffer(bytes))?.ext === wanted;
}

/**
 * Checks an answer against the limits and the kinds the task takes. Problems are keyed by link, `text`, `links`
 * or `files`, each as an English message (`errors`) and a code for the campus (`refusals`); no problem: the
 * answer to store, its text through the HTML allowlist.
 */
export function checkAnswer(
  sent: SentAnswer,
  answerTypes: readonly string[] = ["text", "links", "files"],
): { errors: Record<string, string>; refusals: Record<string, Refusal>; answer: CheckedAnswer } {
  const refusals: Record<string, Refusal> = {};
  const text = sanitizeAnswerHtml(sent.text ?? "");
  const links = (sent.links ?? []).map((l) => l.trim()).filter((l) => l.length > 0);
  const files = sent.files ?? [];
  const refusedFiles = sent.refusedFiles ?? [];
  const given = {
    text: visibleLength(text) > 0,
    links: links.length > 0,
    files: files.length + refusedFiles.length > 0,
  };
  for (const [type, present] of Object.entries(given)) {
    if (present && !answerTypes.includes(type))
      refusals[type] = { code: "notTaken", answerTypes: [...answerTypes] as AnswerType[] };
  }
  if (visibleLength(text) > EXAM_LIMITS.maxTextLength)
    refusals.text = { code: "textTooLong", max: EXAM_LIMITS.maxTextLength };
  if (links.length > EXAM_LIMITS.maxLinks) refusals.links = { code: "tooManyLinks", max: EXAM_LIMITS.maxLinks };
  for (const link of links) {
    const code = linkError(link);
    if (code) refusals[link] = { code };
  }
  if (refusedFiles[0] && !refusals.files) refusals.files = refusedFiles[0];
  if (!given.text && !given.links && !given.files) refusals.text = { code: "empty" };
  const errors = Object.fromEntries(Object.entries(refusals).map(([key, r]) => [key, refusalMessage(r)]));
  return { errors, refusals, answer: { text: given.text ? text : null, links, files } };
}
