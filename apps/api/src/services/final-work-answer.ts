import { EXAM_LIMITS } from "@campus/contract";
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
 * Checks an answer against the limits and the kinds the task takes. Problems are keyed by link, `text`, `links`
 * or `files`; no problem: the answer to store.
 */
export function checkAnswer(
  sent: SentAnswer,
  answerTypes: readonly string[] = ["text", "links", "files"],
): { errors: Record<string, string>; answer: CheckedAnswer } {
  const errors: Record<string, string> = {};
  const text = sent.text?.trim() ?? "";
  const links = (sent.links ?? []).map((l) => l.trim()).filter((l) => l.length > 0);
  const given = { text: text.length > 0, links: links.length > 0, files: (sent.files ?? []).length > 0 };
  for (const [type, present] of Object.entries(given)) {
    if (present && !answerTypes.includes(type)) errors[type] = `This task takes only: ${answerTypes.join(", ")}.`;
  }
  if (text.length > EXAM_LIMITS.maxTextLength)
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
    files.push({ name: file.name, mimeType: mime, bytes });
  }
  if (text.length === 0 && links.length === 0 && uploads.length === 0)
    errors.text = "The answer is empty: write a text, add a link or a file.";
  return { errors, answer: { text: text || null, links, files } };
}
