import { createContext, useContext } from "react";

/**
 * The time now, for what the campus dates or times (the footer's year, a closed test's elapsed time); stories fix
 * it so screenshots stay the same. A floor of its own, as both the shell and the areas read it.
 */
export const ClockContext = createContext<() => Date>(() => new Date());

/** The time at this render. */
export const useNow = (): Date => useContext(ClockContext)();

/** The clock itself, for what reads the time later than the render (an action, a timer's tick). */
export const useClock = (): (() => Date) => useContext(ClockContext);
