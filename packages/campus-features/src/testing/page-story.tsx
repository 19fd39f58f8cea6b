import { isTheme } from "@campus/design-system/theme";
import { CampusStory, type CampusStoryProps } from "./campus-story";

/** Landmarks and the one h1 are checked on whole pages (components alone have neither). */
export const pageA11yRules = [
  { id: "region", enabled: true },
  { id: "landmark-one-main", enabled: true },
  { id: "page-has-heading-one", enabled: true },
];

/** Parameters of a whole-page story: full screen, page-level accessibility rules, checked in both viewports. */
export const pageParameters = { layout: "fullscreen", a11y: { config: { rules: pageA11yRules } } } as const;

/** A story render of a whole campus (`CampusStory`) in the theme of Storybook's toolbar. */
export function renderCampus(options: Omit<CampusStoryProps, "theme">) {
  return (_args: unknown, context: { globals: Record<string, unknown> }) => (
    <CampusStory {...options} theme={isTheme(context.globals.theme) ? context.globals.theme : "light"} />
  );
}
