import themeCss from "../styles/theme.css?raw";
import tokensCss from "../styles/tokens.css?raw";
import { parseThemeTokens } from "../theme/parse-tokens";

/**
 * What the token pages show, read from the two stylesheets the components use, so the pages change with
 * the tokens and never list a value of their own.
 */

/** Every role's value per theme, e.g. `tokens["high-contrast"]["fg"]` is "#ffff00". */
export const tokens = parseThemeTokens(tokensCss);

export type RoleGroup = {
  /** The group's name: the comment above its roles in tokens.css, up to a colon ("Surfaces", "Status"). */
  name: string;
  /** The rest of that comment, if any ("a text colour that reads on surfaces, …"). */
  note: string;
  /** Role names without the `--campus-` prefix, in the stylesheet's order. */
  roles: string[];
};

/** The roles of the light block (which every theme overrides), grouped by the comments that head them. */
export function roleGroups(css: string = tokensCss): RoleGroup[] {
  const lightBlock = /:root,\s*\[data-theme="light"\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  const groups: RoleGroup[] = [];
  for (const [, comment, role] of lightBlock.matchAll(/\/\*\s*([\s\S]*?)\s*\*\/|--campus-([\w-]+)\s*:/g)) {
    if (comment !== undefined) {
      const [name = "", ...rest] = comment.split(":");
      groups.push({ name: name.trim(), note: rest.join(":").trim(), roles: [] });
    } else if (role !== undefined) {
      if (groups.length === 0) groups.push({ name: "Roles", note: "", roles: [] });
      groups[groups.length - 1]?.roles.push(role);
    }
  }
  return groups.filter((group) => group.roles.length > 0);
}

/** The declarations of the theme's `@theme static` block: SPEC constants, the font and the type scale. */
export function staticThemeKeys(css: string = themeCss): Map<string, string> {
  const block = /@theme static\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
  const withoutComments = block.replace(/\/\*[\s\S]*?\*\//g, "");
  return new Map(
    Array.from(withoutComments.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g), ([, name = "", value = ""]) => [
      name,
      value.trim(),
    ]),
  );
}

export type TypeStep = { name: string; size: string; lineHeight: string };

/** The type scale, smallest first: each `--text-<name>` with its `--text-<name>--line-height`. */
export function typeSteps(keys: Map<string, string> = staticThemeKeys()): TypeStep[] {
  return Array.from(keys)
    .filter(([name]) => name.startsWith("text-") && !name.includes("--"))
    .map(([name, size]) => ({
      name: name.slice("text-".length),
      size,
      lineHeight: keys.get(`${name}--line-height`) ?? "",
    }));
}

/** The constants of SPEC section 9 and the shapes: every static key but the font and the type scale. */
export function layoutKeys(keys: Map<string, string> = staticThemeKeys()): [name: string, value: string][] {
  return Array.from(keys).filter(([name]) => !name.startsWith("text-") && !name.startsWith("font-"));
}

/** A CSS length in px for people who think in px ("81.25rem" → "1300px"), at the default 16px root size. */
export function inPixels(value: string): string {
  const rem = /^([\d.]+)rem$/.exec(value);
  return rem ? `${Number(rem[1]) * 16}px` : value;
}
