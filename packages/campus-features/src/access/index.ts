export { Unavailable, type UnavailableReason } from "./unavailable";
export { hasOwnPage, unavailableReason, unavailableTitleKey } from "./unavailable-reason";
