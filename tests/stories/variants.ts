/**
 * Every story is checked in both themes; stories tagged `responsive` also in both campus viewports.
 * Other stories render in one default viewport, since their layout does not change with width.
 */
export const themes = ["light", "high-contrast"] as const;
export type StoryTheme = (typeof themes)[number];

export const viewports = {
  default: { width: 1024, height: 768 },
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type StoryViewport = keyof typeof viewports;

export type StoryVariant = { theme: StoryTheme; viewport: StoryViewport; name: string };

export const responsiveTag = "responsive";

export function storyVariants(tags: readonly string[]): StoryVariant[] {
  const sizes: StoryViewport[] = tags.includes(responsiveTag) ? ["mobile", "desktop"] : ["default"];
  return themes.flatMap((theme) =>
    sizes.map((viewport) => ({
      theme,
      viewport,
      name: viewport === "default" ? theme : `${theme}--${viewport}`,
    })),
  );
}
