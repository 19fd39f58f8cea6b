import { pagePaths } from "@campus/contract";
/** The hero band's heights behind a page (SPEC section 2, "Other layout rules"). */
export interface HeaderBand {
  desktopHeight: number;
  mobileHeight: number;
  fullHeight: boolean;
}

const band = (desktopHeight: number, mobileHeight: number): HeaderBand => ({
  desktopHeight,
  mobileHeight,
  fullHeight: false,
});

/**
 * Course and test pages 600/540, community 600/980 (its cards stack on phones), home and programs
 * 469/442, the not-found page the full height, any other page 600/540: desktop first, mobile second.
 */
export function headerBandFor(pathname: string, { isNotFound = false } = {}): HeaderBand {
  if (isNotFound || pathname === pagePaths.notFound) return { desktopHeight: 0, mobileHeight: 0, fullHeight: true };
  if (pathname === pagePaths.home || pathname === pagePaths.programs) return band(469, 442);
  if (pathname === pagePaths.community) return band(600, 980);
  return band(600, 540);
}
