import type { OrganizationSettings, User } from "@campus/contract";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { useLearner } from "../session";
import { NotFoundPage } from "./not-found-page";
import { NotInPlanPage } from "./not-in-plan-page";
import { usePageHandle } from "./page-handle";

/** An organization setting that opens an area of the campus (SPEC section 2: tools, benefits, community). */
export type AccessFlag = keyof OrganizationSettings;

/** What a route may require: an organization's flag, or the staff's role (the staff console). */
export type AccessRequirement = AccessFlag | "staff";

/** Whether the learner's organization (or, for `staff`, their role) leaves them out of the area a route `requires`. */
export const lacksAccess = (
  settings: OrganizationSettings,
  requires: AccessRequirement | undefined,
  role: User["role"],
): boolean => requires !== undefined && (requires === "staff" ? role !== "staff" : !settings[requires]);

/**
 * An area only some organizations have (SPEC sections 2 and 6): a learner without the flag who reaches it
 * by address is told it is not part of their organization's plan, and the area's page never renders, so none
 * of its calls are made.
 *
 * Use it as a layout route whose handle names the flag, so that the shell also draws the not-found page's
 * band (the not-found page's): `{ handle: { requires: "accessToBenefits" }, Component: RequireAccess, children: [...] }`. `flag`
 * names it directly instead (and `children` wrap a single part rather than the route's outlet).
 */
export function RequireAccess({ flag, children }: { flag?: AccessFlag; children?: ReactNode }) {
  const { user, organizationSettings } = useLearner();
  const handle = usePageHandle();
  const required = flag ?? handle.requires;
  if (required && lacksAccess(organizationSettings, required, user.role)) {
    // The staff console does not exist for a learner: nothing says there is something they may not open.
    return required === "staff" ? <NotFoundPage /> : <NotInPlanPage flag={required} />;
  }
  return children ?? <Outlet />;
}
