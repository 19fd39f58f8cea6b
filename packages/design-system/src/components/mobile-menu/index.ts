export type { MobileMenuItem, MobileMenuLanguage, MobileMenuLink, MobileMenuTheme } from "./menu-types";
export { MobileMenu, type MobileMenuProps } from "./mobile-menu";
