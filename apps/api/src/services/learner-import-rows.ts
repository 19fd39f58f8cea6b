import type { ImportRefusal, Lang } from "@campus/contract";
import { parse } from "csv-parse/sync";
import { badRequest } from "../errors.js";

/** A row of the file that names a learner the campus can hold. */
export interface ImportedLearner {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  /** As the file wrote it: an organization's id or name. */
  organization: string;
  rankStage: number;
  language: Lang;
}

export type ParsedRow =
  | { ok: true; learner: ImportedLearner }
  | { ok: false; line: number; email: string; reason: ImportRefusal; message: string };

const COLUMNS = ["email", "firstName", "lastName", "organization", "rankStage", "language"] as const;

/** `First name`, `first_name` and `FIRSTNAME` all name the `firstName` column. */
const columnKey = (header: string) => header.replace(/[\s_-]/g, "").toLowerCase();

// ajv-formats' "email" (what the invitation call accepts), so a row and a call agree on what an address is.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
// A name is one line: a control character (a CR LF in a mail's greeting) is refused, not cleaned.
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * The file's rows, each checked on its own: a bad row is refused with its reason and the others go on. A file
 * whose header does not name the six columns is refused whole (400), as nothing in it could be read right.
 */
export function parseLearnerCsv(csv: string, highestRank: number): ParsedRow[] {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw badRequest(`The file is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  const positions = columnPositions(header ?? []);
  const seen = new Map<string, number>();
  return rows.map((cells, index) => {
    const line = index + 2;
    const cell = (column: (typeof COLUMNS)[number]) => cells[positions[column]] ?? "";
    const email = cell("email");
    const refuse = (reason: ImportRefusal, message: string): ParsedRow => ({ ok: false, line, email, reason, message });
    if (cells.length !== header?.length) {
      return refuse("badColumns", `Line ${line} has ${cells.length} columns where the header has ${header?.length}.`);
    }
    if (email.length > 254 || !EMAIL.test(email)) return refuse("badEmail", `"${email}" is not an email address.`);
    const first = seen.get(email.toLowerCase());
    if (first !== undefined) return refuse("duplicateInFile", `${email} is already on line ${first}.`);
    seen.set(email.toLowerCase(), line);
    const [firstName, lastName] = [cell("firstName"), cell("lastName")];
    for (const name of [firstName, lastName]) {
      if (!name || name.length > 100 || hasControl(name)) {
        return refuse("missingName", "A first and a last name of one line, up to 100 characters each, are needed.");
      }
    }
    const rank = cell("rankStage");
    const rankStage = Number(rank);
    if (!/^\d{1,3}$/.test(rank) || rankStage < 1 || rankStage > highestRank) {
      return refuse("rankOutOfRange", `Rank stage "${rank}" is not one of 1 to ${highestRank}.`);
    }
    const language = cell("language").toLowerCase();
    if (language !== "pl" && language !== "en")
      return refuse("badLanguage", `Language "${cell("language")}" is not pl or en.`);
    const organization = cell("organization");
    if (!organization) return refuse("unknownOrganization", "The organization is missing.");
    return { ok: true, learner: { line, email, firstName, lastName, organization, rankStage, language } };
  });
}

function columnPositions(header: string[]): Record<(typeof COLUMNS)[number], number> {
  const keys = header.map(columnKey);
  const missing = COLUMNS.filter((column) => !keys.includes(column.toLowerCase()));
  if (missing.length > 0) {
    throw badRequest(`The header row must name the columns ${COLUMNS.join(", ")}; missing: ${missing.join(", ")}.`);
  }
  return Object.fromEntries(COLUMNS.map((column) => [column, keys.indexOf(column.toLowerCase())])) as Record<
    (typeof COLUMNS)[number],
    number
  >;
}
