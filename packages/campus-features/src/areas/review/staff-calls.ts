import { staffCallRoutes } from "@campus/contract/staff-routes";
import { addStaffCallRoutes } from "../../api";

/**
 * Lets the campus's client make the staff's calls. Each page of the console calls it as its module loads, so the
 * routes come with the console's chunk and never with a learner's (the package has no side effects to keep, so a
 * bare import of a module that routes them would be dropped).
 */
export function routeStaffCalls(): void {
  addStaffCallRoutes(staffCallRoutes);
}
