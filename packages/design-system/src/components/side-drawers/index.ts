export {
  type ModuleAccess,
  ModulePickerDrawer,
  type ModulePickerDrawerProps,
  type ModulePickerItem,
} from "./module-picker-drawer";
export { type NotificationItem, NotificationsDrawer, type NotificationsDrawerProps } from "./notifications-drawer";
export { RankDrawer, type RankDrawerProps, type RankStage } from "./rank-drawer";
export { SessionStreakDrawer, type SessionStreakDrawerProps } from "./session-streak-drawer";
export type { SideDrawerStateProps } from "./side-drawer-state";
export { ToolsInfoDrawer, type ToolsInfoDrawerProps } from "./tools-info-drawer";
