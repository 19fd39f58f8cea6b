import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { flatten, type LocaleTree } from "./locale-parity";

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const nestedKey = /\$t\(([\w.-]+)/g;

/** The product's sources under `roots`: TypeScript files, never their tests or stories. */
export function productSources(roots: readonly string[]): string {
  const texts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "testing") walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
        texts.push(readFileSync(path, "utf8"));
      }
    }
  };
  for (const root of roots) walk(root);
  return texts.join("\n");
}

/**
 * The keys of a locale file that `sources` ask for (plural forms by their base key): by the whole key in quotes,
 * or by the start of a template (`t(\`a.b.${name}\`)` asks for every key under `a.b`); and the keys those
 * strings say by `$t(key)`, in turn.
 */
export function askedKeys(locale: LocaleTree, sources: string): string[] {
  const entries = flatten(locale);
  const keys = [...new Set([...entries.keys()].map((key) => key.replace(pluralSuffix, "")))];
  const quoted = (key: string) => ['"', "'", "`"].some((quote) => sources.includes(`${quote}${key}${quote}`));
  const templated = (key: string) => {
    const parts = key.split(".");
    return parts.some((_, end) => end > 0 && sources.includes(`\`${parts.slice(0, end).join(".")}.\${`));
  };
  const asked = new Set(keys.filter((key) => quoted(key) || templated(key)));
  const says = (key: string) =>
    [...entries]
      .filter(([entry]) => entry.replace(pluralSuffix, "") === key)
      .flatMap(([, text]) => Array.from(text.matchAll(nestedKey), (match) => match[1] ?? ""));
  for (const key of asked) for (const nested of says(key)) asked.add(nested);
  return [...asked];
}

/**
 * The keys of a locale file that nothing asks for: neither a source by the whole key (in quotes or as the start
 * of a template, `t(\`a.b.${name}\`)` asking for every key under `a.b`), nor another string by `$t(key)`.
 * A string nobody shows still has to be translated and reviewed, and hides which one the campus really says.
 */
export function unusedKeys(locale: LocaleTree, sources: string): string[] {
  const entries = flatten(locale);
  const nested = new Set(
    [...entries.values()].flatMap((text) => Array.from(text.matchAll(nestedKey), (match) => match[1] ?? "")),
  );
  const asked = new Set(askedKeys(locale, sources));
  return [...new Set([...entries.keys()].map((key) => key.replace(pluralSuffix, "")))].filter(
    (key) => !nested.has(key) && !asked.has(key),
  );
}
