import { createContext, useContext } from "react";

/** Today, for what the shell dates (the footer's year); stories fix it so screenshots stay the same. */
export const ClockContext = createContext<() => Date>(() => new Date());

export const useNow = (): Date => useContext(ClockContext)();
