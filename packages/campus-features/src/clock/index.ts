export { ClockContext, useClock, useNow } from "./clock";
export { CAMPUS_TIME_ZONE } from "./time-zone";
