import { EXAM_LIMITS } from "@campus/contract";
import { fileTypeFromBuffer } from "file-type";
import { sanitizeAnswerHtml, visibleLength } from "./final-work-html.js";
import { linkError } from "./links.js";

export type AnswerType = "text" | "links" | "files";

/** An answer as the learner sends it: files are base64 in JSON. */
export interface SentAnswer {
  text?: string;
  links?: string[];
  files?: { name: string; mimeType: string; data: string }[];
}

/** An answer that passed the checks, ready to store: text and links trimmed, files decoded. */
export interface CheckedAnswer {
  text: string | null;
  links: string[];
  files: { name: string; mimeType: string; bytes: Buffer }[];
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

/** Whether the bytes are what the name says: detected by their signature, or plain UTF-8 text for `.txt`. */
async function bytesMatch(extension: string, bytes: Buffer): Promise<boolean> {
  const detected = await fileTypeFromBuffer(bytes);
  if (extension === "txt") {
    if (detected) return false;
    // Plain text: valid UTF-8 without NUL bytes, and not a web page under another name.
    const text = bytes.toString("utf8");
    return !text.includes("\u0000") && !text.includes("\ufffd") && !/<\s*(html|script|!doctype)/i.test(text);
  }
  const wanted = extension === "jpeg" ? "jpg" : extension;
  return detected?.ext === wanted;
}

/**
 * Checks an answer against the limits and the kinds the task takes. Problems are keyed by link, `text`, `links`
 * or `files`; no problem: the answer to store, its text through the HTML allowlist and its files checked by
 * their bytes and renamed safely.
 */
export async function checkAnswer(
  sent: SentAnswer,
  answerTypes: readonly string[] = ["text", "links", "files"],
): Promise<{ errors: Record<string, string>; answer: CheckedAnswer }> {
  const errors: Record<string, string> = {};
  const text = sanitizeAnswerHtml(sent.text ?? "");
  const links = (sent.links ?? []).map((l) => l.trim()).filter((l) => l.length > 0);
  const given = { text: visibleLength(text) > 0, links: links.length > 0, files: (sent.files ?? []).length > 0 };
  for (const [type, present] of Object.entries(given)) {
    if (present && !answerTypes.includes(type)) errors[type] = `This task takes only: ${answerTypes.join(", ")}.`;
  }
  if (visibleLength(text) > EXAM_LIMITS.maxTextLength)
    errors.text = `The answer is too long: at most ${EXAM_LIMITS.maxTextLength} characters.`;
  if (links.length > EXAM_LIMITS.maxLinks) errors.links = `At most ${EXAM_LIMITS.maxLinks} links.`;
  for (const link of links) {
    const problem = linkError(link);
    if (problem) errors[link] = problem;
  }
  const files: CheckedAnswer["files"] = [];
  const uploads = sent.files ?? [];
  if (uploads.length > EXAM_LIMITS.maxFiles) errors.files = `At most ${EXAM_LIMITS.maxFiles} files.`;
  for (const file of uploads) {
    const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
    const mime = file.mimeType.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!MIME[extension]?.includes(mime)) {
      errors.files = `Invalid file format: ${file.name}. Allowed: ${EXAM_LIMITS.fileFormats.join(", ")}.`;
      continue;
    }
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(file.data)) {
      errors.files = `File ${file.name} is not base64 encoded.`;
      continue;
    }
    const bytes = Buffer.from(file.data, "base64");
    if (bytes.length > EXAM_LIMITS.maxFileSizeMB * 1024 * 1024) {
      errors.files = `File ${file.name} is too large. Maximum size is ${EXAM_LIMITS.maxFileSizeMB}MB`;
      continue;
    }
    if (!(await bytesMatch(extension, bytes))) {
      errors.files = `Invalid file format: ${file.name} is not a ${extension} file.`;
      continue;
    }
    files.push({ name: safeFileName(file.name, extension), mimeType: mime, bytes });
  }
  if (visibleLength(text) === 0 && links.length === 0 && uploads.length === 0)
    errors.text = "The answer is empty: write a text, add a link or a file.";
  return { errors, answer: { text: visibleLength(text) > 0 ? text : null, links, files } };
}
