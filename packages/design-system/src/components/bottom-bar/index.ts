export { BottomBar, type BottomBarProps, bottomBarItemClass } from "./bottom-bar";
