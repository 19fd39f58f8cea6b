/**
 * A lesson's text as blocks to render, read from the plain text the API sends: paragraphs are separated by a
 * blank line (a single line break stays a line break), `# ` and `## ` start headings, lines of `- ` or `1. `
 * make lists (also right under a line of prose), and a fenced block (```` ``` ````) is kept verbatim; fenced as ```` ```prompt ```` it is a prompt
 * the learner can save to the Promptbook. Everything stays text: nothing in a lesson is read as HTML.
 */
export type TextBlock =
  | { type: "heading"; level: 1 | 2; text: string }
  | { type: "paragraph"; lines: string[] }
  | { type: "list"; ordered: boolean; items: string[] }
  | { type: "code"; text: string }
  | { type: "prompt"; text: string };

const FENCE = /^```\s*([A-Za-z-]*)\s*$/;
const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

type LineKind = "bullet" | "numbered" | "prose";

const lineKind = (line: string): LineKind =>
  BULLET.test(line) ? "bullet" : NUMBERED.test(line) ? "numbered" : "prose";

/** A block of lines without a blank one: a heading, or runs of prose and list items, each a block of its own. */
function proseBlocks(lines: string[]): TextBlock[] {
  const [first = ""] = lines;
  const heading = /^(#{1,2})\s+(.+)$/.exec(first);
  if (heading && lines.length === 1) {
    return [{ type: "heading", level: heading[1]?.length === 1 ? 1 : 2, text: (heading[2] ?? "").trim() }];
  }
  const runs: { kind: LineKind; lines: string[] }[] = [];
  for (const line of lines) {
    const kind = lineKind(line);
    const last = runs.at(-1);
    if (last?.kind === kind) last.lines.push(line);
    else runs.push({ kind, lines: [line] });
  }
  return runs.map(({ kind, lines: run }): TextBlock => {
    if (kind === "prose") return { type: "paragraph", lines: run.map((line) => line.trim()) };
    const pattern = kind === "bullet" ? BULLET : NUMBERED;
    return {
      type: "list",
      ordered: kind === "numbered",
      items: run.map((line) => pattern.exec(line)?.[1]?.trim() ?? ""),
    };
  });
}

export function parseLessonText(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let prose: string[] = [];
  const endProse = () => {
    if (prose.length > 0) blocks.push(...proseBlocks(prose));
    prose = [];
  };
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const fence = FENCE.exec(line.trim());
    if (fence) {
      endProse();
      const body: string[] = [];
      index += 1;
      while (index < lines.length && !FENCE.test((lines[index] ?? "").trim())) {
        body.push(lines[index] ?? "");
        index += 1;
      }
      const content = body.join("\n").trim();
      if (content) blocks.push({ type: fence[1] === "prompt" ? "prompt" : "code", text: content });
    } else if (line.trim() === "") {
      endProse();
    } else {
      prose.push(line);
    }
  }
  endProse();
  return blocks;
}
