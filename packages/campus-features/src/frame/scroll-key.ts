import { pagePaths } from "@campus/contract";
import type { Location } from "react-router";

let homeVisits = 0;

/**
 * The key under which the scroll position of a page is kept (SPEC section 2): one per path, so coming back
 * to a list returns to where the learner was; home never keeps one and always opens at the top, because
 * each visit asks under a key no earlier visit saved.
 */
export function scrollKey(location: Pick<Location, "pathname">): string {
  if (location.pathname === pagePaths.home) {
    homeVisits += 1;
    return `/#visit-${homeVisits}`;
  }
  return location.pathname;
}
