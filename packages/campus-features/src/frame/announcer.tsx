import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce>(() => {});

/**
 * Says a short message to screen readers without moving focus (WCAG 4.1.3): a page opened while it still
 * loads, a lesson completed. One polite status region for the whole campus, outside every page, so a message
 * survives the page or lesson that sent it being replaced.
 */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback<Announce>((next) => {
    // Emptied first and filled a moment later, so the same words said twice are read twice, and after what a
    // focus change that came with them reads.
    setMessage("");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(next), 150);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnounceContext.Provider value={value}>
      {children}
      {/* A live region by aria-live alone: the pages' own status messages stay the only role="status" there. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-campus-announcer="">
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}

/** The campus's `announce(message)`; outside an `Announcer` it says nothing. */
export const useAnnounce = (): Announce => useContext(AnnounceContext);
