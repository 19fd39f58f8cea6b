import type { ExamSubmit } from "@campus/contract";
import type { LinkListItem } from "@campus/design-system";

/** A file the learner chose for the answer, with its reading progress (0-100) while it is being sent. */
export interface DraftFile {
  id: string;
  file: File;
  progress?: number;
}

/** The answer being written to one task: the editor's HTML, the link rows and the chosen files. */
export interface AnswerDraft {
  text: string;
  links: LinkListItem[];
  files: DraftFile[];
}

let nextId = 0;
/** Row ids for links and files; unique within the page, which is all the lists need. */
export const draftId = (prefix: string) => `${prefix}-${++nextId}`;

export const emptyDraft = (): AnswerDraft => ({ text: "", links: [], files: [] });

/**
 * Where correcting a rejected answer starts: its text and links. Its files stay on the server and are listed
 * beside it; a resubmission replaces the whole answer, so files still wanted are chosen again.
 */
export function draftFrom(submit: ExamSubmit | undefined): AnswerDraft {
  if (!submit) return emptyDraft();
  return { text: submit.text ?? "", links: submit.links.map((url) => ({ id: draftId("link"), url })), files: [] };
}

const sentLinks = (draft: AnswerDraft) => draft.links.map((link) => link.url.trim()).filter((url) => url !== "");

/** Whether the draft says anything at all: some text, a link or a file. */
export function isBlank(draft: AnswerDraft): boolean {
  return plainText(draft.text).trim() === "" && sentLinks(draft).length === 0 && draft.files.length === 0;
}

/** Whether the draft differs from where it started (the empty answer, or the rejected one being corrected). */
export function hasUnsentWork(draft: AnswerDraft, start: AnswerDraft): boolean {
  return (
    draft.text !== start.text ||
    JSON.stringify(sentLinks(draft)) !== JSON.stringify(sentLinks(start)) ||
    draft.files.length > 0
  );
}

/** The text of the editor's HTML, for emptiness checks (never rendered). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .trim();
}

/** The links as sent: trimmed, without empty rows. */
export const linksToSend = sentLinks;

/**
 * Splits the server's refusals (SPEC section 5): errors keyed by a link go onto that link's row (by its id),
 * the rest (`text`, `links`, `files`) onto their fields.
 */
export function splitErrors(errors: Readonly<Record<string, string>>, links: LinkListItem[]) {
  const byLink: Record<string, string> = {};
  const fields: { text?: string; links?: string; files?: string } = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key === "text" || key === "links" || key === "files") {
      fields[key] = message;
      continue;
    }
    const rows = links.filter((link) => link.url.trim() === key);
    for (const row of rows) byLink[row.id] = message;
    if (rows.length === 0) fields.links = message;
  }
  return { byLink, fields };
}
