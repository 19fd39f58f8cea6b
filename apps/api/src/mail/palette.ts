/**
 * The campus's light theme, as hex for mail programs (they read no CSS variables): the values of
 * packages/design-system/src/styles/tokens.css, which test/mail.test.ts compares them with.
 */
export const mailPalette = {
  surface: "#f5f6fa", // --campus-surface
  raised: "#ffffff", // --campus-surface-raised
  hero: "#1c1642", // --campus-hero
  heroFg: "#ffffff", // --campus-hero-fg
  fg: "#15172b", // --campus-fg
  fgMuted: "#4f5369", // --campus-fg-muted
  accent: "#4a2fd4", // --campus-accent
  accentFg: "#ffffff", // --campus-accent-fg
  accentText: "#4227c4", // --campus-accent-text
  border: "#d7d9e4", // --campus-border
} as const;

/** The token each colour of the palette copies. */
export const paletteTokens: Record<keyof typeof mailPalette, string> = {
  surface: "--campus-surface",
  raised: "--campus-surface-raised",
  hero: "--campus-hero",
  heroFg: "--campus-hero-fg",
  fg: "--campus-fg",
  fgMuted: "--campus-fg-muted",
  accent: "--campus-accent",
  accentFg: "--campus-accent-fg",
  accentText: "--campus-accent-text",
  border: "--campus-border",
};
