// The frame of every page, signed in or not (the login page and a certificate's public page as much as the
// shell's): what it renders around a page and the small parts those pages share. It stays apart from the shell
// so that a page without the shell downloads none of the top bar, drawers and menus.
export { Announcer, useAnnounce } from "./announcer";
export { CampusFrame } from "./campus-frame";
export { FooterHidingProvider, useHideFooter } from "./footer-hiding";
export { languageOptions } from "./languages";
export { LoadError } from "./load-error";
export { PublicHeader } from "./public-header";
export { PageErrorPage, RouteErrorPage, resetConnectionAttempts } from "./route-error-page";
export { scrollKey } from "./scroll-key";
export { useArrivalFocus } from "./use-arrival-focus";
