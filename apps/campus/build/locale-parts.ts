import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * Each language's strings reach the browser in two parts (issue 20): the frame's, which every page needs signed
 * in or not (the login and certificate pages, the gates, errors, toasts, the loading screen), and the campus's, all
 * the others, loaded with the shell; the password pages' strings are a third part, loaded with those pages. A first visit to /login downloads about a tenth of the strings.
 *
 * The frame's strings by key or key prefix. tests/unit/string-parts.test.ts checks that every string the frame's
 * modules ask for (and every string those say by `$t()`) is among them.
 */
export const frameStrings = [
  "app",
  "certificate",
  "common",
  "errors",
  "language",
  "login",
  "modals.demoOnly",
  "session",
  "shell.error",
  "shell.notFound",
  "shell.toasts",
  "theme",
] as const;

/**
 * The password pages' strings (forgotten password, choosing one through a link): rare first visits outside the
 * shell, so neither every page's frame part nor every signed-in page's campus part carries them; they load with
 * those pages (page-table.ts's `strings`).
 */
export const passwordStrings = ["password"] as const;

/** The staff console's strings: never a learner's page, so no learner downloads them (page-table.ts's `strings`). */
export const staffStrings = ["console", "review", "accounts"] as const;

/** The strings only the server says (the mails it sends, apps/api/src/mail): no part carries them. */
export const serverStrings = ["mail"] as const;

export type StringPart = "frame" | "password" | "staff" | "campus";

type Strings = { [key: string]: string | Strings };

/**
 * The strings of one part: the keys `frameStrings` (or `passwordStrings`, `staffStrings`) names, or, for the
 * campus's, every other but the server's. Empty groups are left out.
 */
export function pickStrings(
  strings: Strings,
  part: StringPart,
  frame: readonly string[] = frameStrings,
  password: readonly string[] = passwordStrings,
  staff: readonly string[] = staffStrings,
): Strings {
  const own: readonly string[] = { frame, password, staff, campus: [] }[part];
  const named = [...frame, ...password, ...staff];
  const pick = (tree: Strings, path: string): Strings => {
    const picked: Strings = {};
    for (const [key, value] of Object.entries(tree)) {
      const at = path ? `${path}.${key}` : key;
      if ((serverStrings as readonly string[]).includes(at)) continue;
      if (named.includes(at)) {
        if (own.includes(at)) picked[key] = value;
      } else if (typeof value !== "string" && named.some((name) => name.startsWith(`${at}.`))) {
        const inner = pick(value, at);
        if (Object.keys(inner).length > 0) picked[key] = inner;
      } else if (part === "campus") {
        picked[key] = value;
      }
    }
    return picked;
  };
  return pick(strings, "");
}

/** The workspace's locale files: `@campus/locales`, two folders up from this plugin. */
const localesDir = resolve(import.meta.dirname, "../../../locales");

/**
 * A part asked for by its id alone, never resolved by this plugin instance: Vitest's module cache reruns a test
 * file's imports from their ids without resolving them again. The id names the language and the part.
 */
function notResolvedHere(id: string): { path: string; part: StringPart } | null {
  const match = /^\0campus-strings\/(\w+)-(frame|password|staff|campus)$/.exec(id);
  if (!match) return null;
  const [, language, part] = match as unknown as [string, string, StringPart];
  return { path: resolve(localesDir, `${language}.json`), part };
}

/**
 * Serves `@campus/locales/<language>.json?part=frame|password|staff|campus` (load-i18n.ts imports them) as a module of that part's
 * strings, cut from the one locale file at build time. The locale files stay the only source.
 */
export function localeParts(): Plugin {
  // A virtual module per part, named without `.json` so that Vite's JSON plugin leaves it alone.
  const files = new Map<string, { path: string; part: StringPart }>();
  return {
    name: "campus-locale-parts",
    enforce: "pre",
    async resolveId(source, importer) {
      const match = /^@campus\/locales\/(\w+)\.json\?part=(frame|password|staff|campus)$/.exec(source);
      if (!match) return null;
      const [, language, part] = match as unknown as [string, string, StringPart];
      const file = await this.resolve(`@campus/locales/${language}.json`, importer, { skipSelf: true });
      if (!file) return null;
      const id = `\0campus-strings/${language}-${part}`;
      files.set(id, { path: file.id, part });
      return id;
    },
    load(id) {
      const file = files.get(id) ?? notResolvedHere(id);
      if (!file) return null;
      this.addWatchFile(file.path);
      const strings = pickStrings(JSON.parse(readFileSync(file.path, "utf8")), file.part);
      // JSON.parse of one string literal: engines parse that faster than the same object as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(strings))});`;
    },
    // In `pnpm dev`, an edited locale file updates its parts (the page reloads: nothing accepts them in place).
    handleHotUpdate({ file, server, modules }) {
      const parts = [...files]
        .filter(([, part]) => part.path === file)
        .flatMap(([id]) => server.moduleGraph.getModuleById(id) ?? []);
      return parts.length > 0 ? [...modules, ...parts] : undefined;
    },
  };
}
