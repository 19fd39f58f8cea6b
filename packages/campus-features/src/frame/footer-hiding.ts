import { createContext, useContext, useEffect } from "react";

/** How a page tells the shell to leave its footer out, or to show it again; nothing happens without a shell. */
const FooterHidingContext = createContext<(isHidden: boolean) => void>(() => undefined);

export const FooterHidingProvider = FooterHidingContext.Provider;

/**
 * SPEC section 2: footer content can be hidden per page. A route leaves it out for good with `handle.hideFooter`;
 * a page leaves it out while it is in a state where the footer's links only pull the learner away (a test under
 * way, an answer being written), and it is back once that state ends or the page is left.
 */
export function useHideFooter(isHidden: boolean): void {
  const setHidden = useContext(FooterHidingContext);
  useEffect(() => {
    if (!isHidden) return;
    setHidden(true);
    return () => setHidden(false);
  }, [isHidden, setHidden]);
}
