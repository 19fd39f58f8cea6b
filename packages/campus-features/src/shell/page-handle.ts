import type { OrganizationSettings } from "@campus/contract";
import { useMatches } from "react-router";

/** What a route tells the shell about its page (react-router's `handle`). */
export interface PageHandle {
  /** The page has no footer content (e.g. a test in progress). */
  hideFooter?: boolean;
  /** The page is the not-found page (at /404 or any unknown path). */
  isNotFound?: boolean;
  /**
   * The organization setting the page needs (without it the page says the area is not in the organization's plan),
   * or `staff`, the staff's role (without it, the not-found page): see `RequireAccess`.
   */
  requires?: keyof OrganizationSettings | "staff";
}

/** The handles of every matched route, the deepest winning. */
export function usePageHandle(): PageHandle {
  return Object.assign({}, ...useMatches().map((match) => (match.handle as PageHandle | undefined) ?? {}));
}
