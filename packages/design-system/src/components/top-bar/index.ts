export { TopBar, type TopBarProps } from "./top-bar";
export { TopBarAction, type TopBarActionProps } from "./top-bar-action";
export {
  type TopBarItem,
  type TopBarLinkItem,
  type TopBarMenuEntry,
  type TopBarMenuItem,
  TopBarNav,
} from "./top-bar-nav";
