import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from "react-aria-components";
import { composeTailwindRenderProps } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";

export type TabsProps = Omit<
  AriaTabsProps,
  "selectedKey" | "defaultSelectedKey" | "onSelectionChange" | "orientation" | "children"
> & {
  /** The `TabList` and the `TabPanel`s. */
  children?: AriaTabsProps["children"];
  /** The `id` of the selected tab, when the host controls it (e.g. from the page address). */
  selectedKey?: AriaTabsProps["selectedKey"];
  /** The `id` of the tab selected at first, when the tabs keep their own state. */
  defaultSelectedKey?: AriaTabsProps["defaultSelectedKey"];
  /** Called with the `id` of the newly selected tab. */
  onSelectionChange?: AriaTabsProps["onSelectionChange"];
  /** `horizontal` (default): tabs in a row above the panel; `vertical`: in a column beside it. */
  orientation?: AriaTabsProps["orientation"];
};

/** Tabs: arrows move between tabs (selection follows focus), Tab moves into the panel. */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      className={composeTailwindRenderProps(className, "flex flex-col gap-4 data-[orientation=vertical]:flex-row")}
    />
  );
}

export type TabListProps<T extends object> = AriaTabListProps<T>;

/** The row of tabs; give it an `aria-label` saying what the tabs switch between. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={composeTailwindRenderProps(
        className,
        "flex max-w-full gap-1 overflow-x-auto border-b border-border data-[orientation=vertical]:flex-col data-[orientation=vertical]:border-b-0 data-[orientation=vertical]:border-l",
      )}
    />
  );
}

export type TabProps = AriaTabProps;

/**
 * One tab. The selected tab has a thick underline and bold text, so it is told apart without colour.
 */
export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={composeTailwindRenderProps(
        className,
        [
          focusRing,
          "relative -mb-px cursor-pointer whitespace-nowrap rounded-t-control border-b-[3px] border-transparent px-4 py-2.5 text-body font-medium text-fg-muted transition-colors duration-150",
          "data-[hovered]:text-fg data-[hovered]:border-border-strong",
          "data-[selected]:border-accent data-[selected]:font-semibold data-[selected]:text-accent-text",
          "data-[disabled]:cursor-not-allowed data-[disabled]:text-fg-disabled",
          "data-[focus-visible]:outline-offset-[-2px]",
          "forced-colors:data-[selected]:border-[Highlight] forced-colors:data-[disabled]:text-[GrayText]",
        ].join(" "),
      )}
    />
  );
}

export type TabPanelProps = AriaTabPanelProps;

/** The content of a tab; focusable when it has nothing focusable inside, as ARIA asks. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeTailwindRenderProps(className, `${focusRing} rounded-control text-body text-fg`)}
    />
  );
}
