import { create } from "storybook/theming";

/**
 * Storybook's own UI in the campus's colours. The manager and the light docs pages use the light theme's
 * accent, surfaces, text and font; docs pages in high contrast use its yellow on black, so a component's
 * page reads as the component does (the values repeat tokens.css, which Storybook's UI cannot read).
 */
const font = '"Inter Variable", "Inter", system-ui, sans-serif';

export const campusLight = create({
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
  fontBase: font,
});

export const campusHighContrast = create({
  base: "dark",
  brandTitle: "Campus design system",
  colorPrimary: "#ffff00",
  colorSecondary: "#ffff00",
  appBg: "#000000",
  appContentBg: "#000000",
  appPreviewBg: "#000000",
  appBorderColor: "#ffff00",
  appBorderRadius: 8,
  textColor: "#ffff00",
  textMutedColor: "#ffffff",
  textInverseColor: "#000000",
  barBg: "#000000",
  barTextColor: "#ffff00",
  barSelectedColor: "#ffff00",
  barHoverColor: "#ffffff",
  inputBg: "#000000",
  inputBorder: "#ffff00",
  inputTextColor: "#ffff00",
  booleanBg: "#000000",
  booleanSelectedBg: "#ffff00",
  buttonBg: "#000000",
  buttonBorder: "#ffff00",
  fontBase: font,
});
