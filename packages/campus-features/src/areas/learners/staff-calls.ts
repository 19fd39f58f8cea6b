import { staffCallRoutes } from "@campus/contract/staff-routes";
import { addStaffCallRoutes } from "../../api";

/**
 * Lets the campus's client make the staff's calls, as this area's module loads: the routes come with the
 * console's chunk and never with a learner's.
 */
export function routeStaffCalls(): void {
  addStaffCallRoutes(staffCallRoutes);
}
