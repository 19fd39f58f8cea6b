export { ClockContext, useClock, useNow } from "./clock";
