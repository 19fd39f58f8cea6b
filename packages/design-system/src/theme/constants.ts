/**
 * The campus's layout constants that scripts need as numbers: the desktop breakpoint, header and bottom-bar
 * heights, the widest page, the social icons' size and the timings. The same values are CSS theme keys in
 * `styles/theme.css` (a unit test keeps the two equal).
 */
export const layout = {
  /** Width from which the desktop shell (top bar with menu items) replaces the mobile one. */
  desktopBreakpointPx: 1300,
  headerHeightMobilePx: 72,
  headerHeightDesktopPx: 82,
  /** Space kept free below mobile pages for the fixed bottom bar. */
  bottomBarHeightPx: 72,
  appMaxWidthPx: 1440,
  socialIconSizePx: 20,
} as const;

export const durations = {
  /** Toasts close by themselves after this long, unless hovered or focused. */
  toastMs: 5000,
  /** Popovers fade out over this long; reduced motion skips it. */
  popoverCloseMs: 500,
} as const;

/**
 * A media query for the desktop shell, for `matchMedia`. In rem, like the CSS breakpoint, so script and
 * styles switch at the same width whatever the reader's default font size (16px makes it 1300px).
 */
export const desktopMediaQuery = `(min-width: ${layout.desktopBreakpointPx / 16}rem)`;
