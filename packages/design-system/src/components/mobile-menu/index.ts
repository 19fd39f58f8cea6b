export type {
  MobileMenuItem,
  MobileMenuLanguage,
  MobileMenuLink,
  MobileMenuNarrowEntry,
  MobileMenuTheme,
} from "./menu-types";
export { MobileMenu, type MobileMenuProps } from "./mobile-menu";
