export {
  Drawer,
  type DrawerPlacement,
  type DrawerProps,
  type DrawerSize,
  DrawerTrigger,
  type DrawerTriggerProps,
  drawerPanelVariants,
} from "./drawer";
