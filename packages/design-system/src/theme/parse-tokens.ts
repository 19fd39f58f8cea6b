/**
 * Reads the role values of each theme out of the token stylesheet text, so tests and docs work from
 * the same values the browser gets. Only `[data-theme="…"]` blocks are read; light also owns `:root`.
 */
export type ThemeTokens = Record<string, Record<string, string>>;

const blockPattern = /([^{}]+)\{([^{}]*)\}/g;
const declarationPattern = /--campus-([\w-]+)\s*:\s*([^;]+);/g;
const themeSelectorPattern = /\[data-theme="([\w-]+)"\]/;

export function parseThemeTokens(css: string): ThemeTokens {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  // Forced-colours overrides are system colours, not a theme of ours.
  const withoutMedia = withoutComments.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, "");
  const tokens: ThemeTokens = {};
  for (const [, selector = "", body = ""] of withoutMedia.matchAll(blockPattern)) {
    const theme = themeSelectorPattern.exec(selector)?.[1];
    if (!theme) continue;
    const values = tokens[theme] ?? {};
    tokens[theme] = values;
    for (const [, name = "", value = ""] of body.matchAll(declarationPattern)) {
      values[name] = value.trim();
    }
  }
  return tokens;
}
