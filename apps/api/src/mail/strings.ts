import type { Lang } from "@campus/contract";
import en from "@campus/locales/en.json" with { type: "json" };
import pl from "@campus/locales/pl.json" with { type: "json" };

/*
 * The mails' words live with every other string of the campus, under `mail` in locales/{pl,en}.json, so that they
 * are translated and checked (parity, usage) with the rest. The build bundles the two files into the server; no
 * file is read at run time.
 */
const strings = { pl, en } as const;

/** The text under `key` (`mail.invitation.subject`) in `lang`, its `{{name}}` placeholders filled from `values`. */
export function mailString(lang: Lang, key: `mail.${string}`, values: Record<string, string> = {}): string {
  let node: unknown = strings[lang];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`No string ${key} in ${lang}.json`);
  return node.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
