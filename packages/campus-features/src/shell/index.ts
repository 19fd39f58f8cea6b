export { CampusShell, MAIN_CONTENT_ID } from "./campus-shell";
export { externalLinks, UNIVERSITY_MIN_RANK } from "./external-links";
export { type HeaderBand, headerBandFor } from "./header-background";
export { mobileMenuItems, topBarItems } from "./menu-items";
export { NotFoundPage } from "./not-found-page";
export type { PageHandle } from "./page-handle";
export { PageOutlet } from "./page-outlet";
export { type AccessFlag, type AccessRequirement, lacksAccess, RequireAccess } from "./require-access";
