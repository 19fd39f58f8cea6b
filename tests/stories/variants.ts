/**
 * Every story is checked in both themes; stories tagged `responsive` also in both campus viewports, and
 * stories tagged `narrow` at 320px (the reflow width of WCAG 1.4.10) too. Other stories render in one default
 * viewport, since their layout does not change with width. Stories tagged `forced-colors` are also rendered
 * in a forced-colours mode (Windows High Contrast), with its light and its dark palette, at their first size.
 */
export const themes = ["light", "high-contrast"] as const;
export type StoryTheme = (typeof themes)[number];

export const viewports = {
  default: { width: 1024, height: 768 },
  narrow: { width: 320, height: 640 },
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type StoryViewport = keyof typeof viewports;

/** The palette of an emulated forced-colours mode: dark text on light, or light text on dark. */
export type ForcedPalette = "light" | "dark";

export type StoryVariant = { theme: StoryTheme; viewport: StoryViewport; name: string; forcedColors?: ForcedPalette };

export const responsiveTag = "responsive";
export const narrowTag = "narrow";
export const forcedColorsTag = "forced-colors";
const forcedPalettes: readonly ForcedPalette[] = ["light", "dark"];

export function storyVariants(tags: readonly string[]): StoryVariant[] {
  const widths: StoryViewport[] = tags.includes(responsiveTag) ? ["mobile", "desktop"] : [];
  const sizes: StoryViewport[] = tags.includes(narrowTag) ? ["narrow", ...widths] : widths;
  if (sizes.length === 0) sizes.push("default");
  const themed = themes.flatMap((theme) =>
    sizes.map((viewport) => ({
      theme,
      viewport,
      name: viewport === "default" ? theme : `${theme}--${viewport}`,
    })),
  );
  if (!tags.includes(forcedColorsTag)) return themed;
  // The system's colours replace the theme's, so one theme (light) is enough; the size is the first one.
  const [viewport = "default"] = sizes;
  const forced = forcedPalettes.map((palette) => ({
    theme: "light" as const,
    viewport,
    forcedColors: palette,
    name: viewport === "default" ? `forced-colors-${palette}` : `forced-colors-${palette}--${viewport}`,
  }));
  return [...themed, ...forced];
}

/**
 * The order a story's variants are checked in, starting where the runner's visit left the page (its theme,
 * the first viewport): both themes at one viewport, then both at the next, each viewport starting in the
 * theme the previous one ended in. So every theme change is a re-render of the story as it stands, and a
 * remount with the play function replayed happens only when the viewport changes.
 */
export function checkOrder(variants: readonly StoryVariant[], visitedTheme: StoryTheme): StoryVariant[] {
  const themed = variants.filter((variant) => variant.forcedColors === undefined);
  const sizes = [...new Set(themed.map((variant) => variant.viewport))];
  let theme = visitedTheme;
  const ordered = sizes.flatMap((viewport) => {
    const atSize = themed.filter((variant) => variant.viewport === viewport);
    const ordered = [...atSize.filter((v) => v.theme === theme), ...atSize.filter((v) => v.theme !== theme)];
    theme = ordered.at(-1)?.theme ?? theme;
    return ordered;
  });
  // Forced colours come last, so the themes are never checked with the system's colours still emulated.
  return [...ordered, ...variants.filter((variant) => variant.forcedColors !== undefined)];
}
