import { DocsContainer, type DocsContainerProps } from "@storybook/addon-docs/blocks";
import { type PropsWithChildren, useEffect, useState } from "react";
import { GLOBALS_UPDATED } from "storybook/internal/core-events";
import { campusHighContrast, campusLight } from "./campus-ui-themes";

type Globals = Record<string, unknown>;
/** The docs context's story store, which holds the toolbar's values (not in its public type). */
type WithStore = { store?: { userGlobals?: { get(): Globals } } };

/**
 * Docs pages in the toolbar's theme: in high contrast the page, its prose, its props tables and the canvas of
 * every story are yellow on black like the components on them, instead of yellow components on white paper.
 * The theme is followed as the toolbar changes, without reloading the page.
 */
export function CampusDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const [theme, setTheme] = useState(() => (context as WithStore).store?.userGlobals?.get().theme);
  useEffect(() => {
    const follow = ({ globals }: { globals: Globals }) => setTheme(globals.theme);
    context.channel.on(GLOBALS_UPDATED, follow);
    return () => context.channel.off(GLOBALS_UPDATED, follow);
  }, [context.channel]);
  return (
    <DocsContainer context={context} theme={theme === "high-contrast" ? campusHighContrast : campusLight}>
      {children}
    </DocsContainer>
  );
}
