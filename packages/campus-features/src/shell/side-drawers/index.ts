export { NARROW_HIDDEN, useNarrowEntries } from "./narrow-entries";
export { NotificationsAction } from "./notifications";
export { RankAction } from "./rank";
export { SessionStreakAction } from "./session-streak";
export type { SideDrawerProps } from "./side-drawer-props";
export { useStudyTime } from "./use-study-time";
