/**
 * Every story is checked in both themes; stories tagged `responsive` also in both campus viewports, and
 * stories tagged `narrow` at 320px (the reflow width of WCAG 1.4.10) too. Other stories render in one default
 * viewport, since their layout does not change with width.
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

export type StoryVariant = { theme: StoryTheme; viewport: StoryViewport; name: string };

export const responsiveTag = "responsive";
export const narrowTag = "narrow";

export function storyVariants(tags: readonly string[]): StoryVariant[] {
  const widths: StoryViewport[] = tags.includes(responsiveTag) ? ["mobile", "desktop"] : [];
  const sizes: StoryViewport[] = tags.includes(narrowTag) ? ["narrow", ...widths] : widths;
  if (sizes.length === 0) sizes.push("default");
  return themes.flatMap((theme) =>
    sizes.map((viewport) => ({
      theme,
      viewport,
      name: viewport === "default" ? theme : `${theme}--${viewport}`,
    })),
  );
}

/**
 * The order a story's variants are checked in, starting where the runner's visit left the page (its theme,
 * the first viewport): both themes at one viewport, then both at the next, each viewport starting in the
 * theme the previous one ended in. So every theme change is a re-render of the story as it stands, and a
 * remount with the play function replayed happens only when the viewport changes.
 */
export function checkOrder(variants: readonly StoryVariant[], visitedTheme: StoryTheme): StoryVariant[] {
  const sizes = [...new Set(variants.map((variant) => variant.viewport))];
  let theme = visitedTheme;
  return sizes.flatMap((viewport) => {
    const atSize = variants.filter((variant) => variant.viewport === viewport);
    const ordered = [...atSize.filter((v) => v.theme === theme), ...atSize.filter((v) => v.theme !== theme)];
    theme = ordered.at(-1)?.theme ?? theme;
    return ordered;
  });
}
