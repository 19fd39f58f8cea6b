import type { OrganizationSettings } from "@campus/contract";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { useLearner } from "../session";
import { NotInPlanPage } from "./not-in-plan-page";
import { usePageHandle } from "./page-handle";

/** An organization setting that opens an area of the campus (SPEC section 2: tools, benefits, community). */
export type AccessFlag = keyof OrganizationSettings;

/** Whether the learner's organization leaves them out of the area a route's handle `requires`. */
export const lacksAccess = (settings: OrganizationSettings, requires: AccessFlag | undefined): boolean =>
  requires !== undefined && !settings[requires];

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
  const { organizationSettings } = useLearner();
  const handle = usePageHandle();
  const required = flag ?? handle.requires;
  if (required && lacksAccess(organizationSettings, required)) return <NotInPlanPage flag={required} />;
  return children ?? <Outlet />;
}
