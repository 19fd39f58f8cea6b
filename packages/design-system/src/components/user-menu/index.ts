export { UserMenu, type UserMenuLink, type UserMenuProps } from "./user-menu";
