import { addons } from "storybook/manager-api";
import { create } from "storybook/theming";

/**
 * Storybook's own UI in the campus brand: the light theme's accent, surfaces, text and font, and the campus
 * mark beside the title (a relative address, so a build hosted under any path finds it).
 */
addons.setConfig({
  theme: create({
    base: "light",
    brandTitle: "Campus design system",
    brandImage: "./campus-logo.svg",
    brandTarget: "_self",
    colorPrimary: "#4a2fd4",
    colorSecondary: "#4a2fd4",
    appBg: "#f5f6fa",
    appContentBg: "#ffffff",
    appPreviewBg: "#ffffff",
    appBorderColor: "#eceef5",
    appBorderRadius: 8,
    textColor: "#15172b",
    textMutedColor: "#4f5369",
    barBg: "#ffffff",
    barSelectedColor: "#4227c4",
    fontBase: '"Inter Variable", "Inter", system-ui, sans-serif',
  }),
});
