/**
 * The foreground/background role pairs a user meets, and the contrast each must reach. The contrast
 * test checks every pair in every theme; the token docs show the measured ratios.
 *
 * `text` pairs must reach 4.5:1 in the light theme (WCAG 2.2 AA) and 7:1 in high contrast (AAA).
 * `ui` pairs (borders of controls, focus rings, filled shapes) must reach 3:1 in both (1.4.11).
 * Disabled text is exempt by WCAG and is not listed.
 */
export type ContrastPair = {
  fg: string;
  bg: string;
  kind: "text" | "ui";
  use: string;
};

export const contrastPairs: readonly ContrastPair[] = [
  { fg: "fg", bg: "surface", kind: "text", use: "body text on the page" },
  { fg: "fg", bg: "surface-raised", kind: "text", use: "text on cards, menus and dialogs" },
  { fg: "fg", bg: "surface-sunken", kind: "text", use: "text in inputs and wells" },
  { fg: "fg-muted", bg: "surface", kind: "text", use: "secondary text on the page" },
  { fg: "fg-muted", bg: "surface-raised", kind: "text", use: "secondary text on cards" },
  { fg: "fg-muted", bg: "surface-sunken", kind: "text", use: "placeholders and hints in inputs" },
  { fg: "hero-fg", bg: "hero", kind: "text", use: "titles on the header background" },
  { fg: "accent-fg", bg: "accent", kind: "text", use: "labels of primary buttons" },
  { fg: "accent-fg", bg: "accent-hover", kind: "text", use: "labels of hovered primary buttons" },
  { fg: "accent-text", bg: "surface", kind: "text", use: "links and ghost buttons on the page" },
  { fg: "accent-text", bg: "surface-raised", kind: "text", use: "links on cards" },
  { fg: "accent-text", bg: "accent-subtle", kind: "text", use: "selected items and tags" },
  { fg: "danger-fg", bg: "danger", kind: "text", use: "labels of danger buttons" },
  { fg: "danger-fg", bg: "danger-hover", kind: "text", use: "labels of hovered danger buttons" },
  { fg: "success", bg: "surface-raised", kind: "text", use: "success text" },
  { fg: "success", bg: "success-subtle", kind: "text", use: "success toasts and badges" },
  { fg: "warning", bg: "surface-raised", kind: "text", use: "warning text" },
  { fg: "warning", bg: "warning-subtle", kind: "text", use: "warning toasts and badges" },
  { fg: "danger", bg: "surface-raised", kind: "text", use: "error messages under fields" },
  { fg: "danger", bg: "surface", kind: "text", use: "error messages on the page" },
  { fg: "danger", bg: "danger-subtle", kind: "text", use: "error toasts and badges" },
  { fg: "border-strong", bg: "surface-raised", kind: "ui", use: "borders of inputs and checkboxes" },
  { fg: "border-strong", bg: "surface", kind: "ui", use: "borders of controls on the page" },
  { fg: "focus", bg: "surface", kind: "ui", use: "focus ring on the page" },
  { fg: "focus", bg: "surface-raised", kind: "ui", use: "focus ring on cards" },
  { fg: "accent", bg: "surface", kind: "ui", use: "primary buttons, progress and checked controls" },
  { fg: "accent", bg: "surface-raised", kind: "ui", use: "progress bars and checked controls on cards" },
];

export const requiredRatio = {
  light: { text: 4.5, ui: 3 },
  "high-contrast": { text: 7, ui: 3 },
} as const;
