export { TopBar, type TopBarProps } from "./top-bar";
export {
  type TopBarItem,
  type TopBarLinkItem,
  type TopBarMenuEntry,
  type TopBarMenuItem,
  TopBarNav,
} from "./top-bar-nav";
