export { Menu, type MenuProps, MenuTrigger, type MenuTriggerProps } from "./menu";
export { MenuItem, type MenuItemProps, MenuSeparator, menuItemVariants } from "./menu-item";
