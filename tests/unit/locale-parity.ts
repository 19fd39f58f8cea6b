/**
 * Compares locale files: the same keys in every language (plural forms aside), the plural forms each
 * language's grammar needs, and the same interpolation placeholders for a key in every language.
 */
export type LocaleTree = { [key: string]: string | LocaleTree };

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const placeholderPattern = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}|\$t\(([^)]+)\)/g;

export function flatten(tree: LocaleTree, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(placeholderPattern), (match) => match[1] ?? `$t(${match[2]})`))].sort();
}

type KeyInfo = { forms: Set<string>; placeholders: Map<string, string[]>; empty: string[] };

function describeKeys(entries: Map<string, string>): Map<string, KeyInfo> {
  const keys = new Map<string, KeyInfo>();
  for (const [path, text] of entries) {
    const form = pluralSuffix.exec(path)?.[1];
    const base = form ? path.replace(pluralSuffix, "") : path;
    const info: KeyInfo = keys.get(base) ?? { forms: new Set(), placeholders: new Map(), empty: [] };
    if (form) info.forms.add(form);
    info.placeholders.set(path, placeholders(text));
    if (text.trim() === "") info.empty.push(path);
    keys.set(base, info);
  }
  return keys;
}

/** Lists every difference between the locale files; an empty list means they agree. */
export function localeProblems(locales: Record<string, LocaleTree>): string[] {
  const problems: string[] = [];
  const described = Object.entries(locales).map(([language, tree]) => ({
    language,
    keys: describeKeys(flatten(tree)),
  }));
  const allKeys = new Set(described.flatMap(({ keys }) => [...keys.keys()]));

  for (const key of [...allKeys].sort()) {
    const signatures = new Map<string, string>();
    for (const { language, keys } of described) {
      const info = keys.get(key);
      if (!info) {
        problems.push(`${language}: missing key "${key}"`);
        continue;
      }
      for (const path of info.empty) problems.push(`${language}: "${path}" is empty`);
      if (info.forms.size > 0) {
        const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        for (const form of needed) {
          if (!info.forms.has(form)) problems.push(`${language}: "${key}" lacks the plural form "${form}"`);
        }
        for (const form of info.forms) {
          if (!needed.includes(form as Intl.LDMLPluralRule))
            problems.push(`${language}: "${key}_${form}" is not a plural form of ${language}`);
        }
      }
      const union = [...new Set([...info.placeholders.values()].flat())].sort();
      for (const [path, used] of info.placeholders) {
        // Every plural form states the count and the other values; a form may leave out only the count.
        const expected = union.filter((name) => name !== "count" || info.forms.size === 0 || used.includes("count"));
        if (used.join() !== expected.join()) {
          problems.push(
            `${language}: "${path}" uses {{${used.join("}}, {{")}}} but its siblings use {{${union.join("}}, {{")}}}`,
          );
        }
      }
      signatures.set(language, union.join(","));
    }
    if (new Set(signatures.values()).size > 1) {
      const listed = [...signatures].map(([language, names]) => `${language} [${names}]`).join(" vs ");
      problems.push(`"${key}" has different placeholders: ${listed}`);
    }
  }
  return problems;
}
