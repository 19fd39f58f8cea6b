/**
 * A lesson's text as blocks to render, read from the plain text the API sends: paragraphs are separated by a
 * blank line (a single line break stays a line break), `# ` and `## ` start headings, lines of `- ` or `1. `
 * make lists, and a fenced block (```` ``` ````) is kept verbatim; fenced as ```` ```prompt ```` it is a prompt
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

function proseBlock(lines: string[]): TextBlock {
  const [first = ""] = lines;
  const heading = /^(#{1,2})\s+(.+)$/.exec(first);
  if (heading && lines.length === 1) {
    return { type: "heading", level: heading[1]?.length === 1 ? 1 : 2, text: (heading[2] ?? "").trim() };
  }
  const items = (pattern: RegExp) => lines.map((line) => pattern.exec(line)?.[1]?.trim());
  const bullets = items(BULLET);
  if (bullets.every(Boolean)) return { type: "list", ordered: false, items: bullets as string[] };
  const numbered = items(NUMBERED);
  if (numbered.every(Boolean)) return { type: "list", ordered: true, items: numbered as string[] };
  return { type: "paragraph", lines: lines.map((line) => line.trim()) };
}

export function parseLessonText(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let prose: string[] = [];
  const endProse = () => {
    if (prose.length > 0) blocks.push(proseBlock(prose));
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

/** The first prompt of a lesson's text, which the Promptbook form starts with; empty when there is none. */
export function firstPrompt(blocks: readonly TextBlock[]): string {
  return blocks.find((block) => block.type === "prompt")?.text ?? "";
}
