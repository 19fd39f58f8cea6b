// The "Quick start with Vite" of the package's README, read as a team would follow it: its first `sh` block is
// the commands, one a line, and every block with a title (```tsx title="src/App.tsx") is a file of the app with
// that path. The consumer test runs and builds exactly that, so the README cannot drift from what works.
import { readFileSync } from "node:fs";

const section = "## Quick start with Vite";
const fence = /^```(\w+)(?:[ \t]+title="([^"]+)")?[ \t]*\n([\s\S]*?)^```[ \t]*$/gm;

/** The quick start's commands and files, from the README at `readmePath`. */
export function readQuickStart(readmePath) {
  const readme = readFileSync(readmePath, "utf8");
  const start = readme.indexOf(`${section}\n`);
  if (start === -1) throw new Error(`${readmePath} has no "${section}" section`);
  const end = readme.indexOf("\n## ", start + section.length);
  const text = readme.slice(start, end === -1 ? undefined : end);

  let commands;
  const files = {};
  for (const [, language, title, body] of text.matchAll(fence)) {
    if (title) files[title] = body;
    else if (language === "sh" && commands === undefined) {
      commands = body
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "" && !line.startsWith("#"));
    }
  }
  if (!commands?.length) throw new Error(`The README's "${section}" has no sh block of commands`);
  if (Object.keys(files).length === 0) throw new Error(`The README's "${section}" has no titled file blocks`);
  return { commands, files };
}
