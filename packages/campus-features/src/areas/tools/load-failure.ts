/** What the tools pages explain by themselves, without a toast (the campus's rule for every page). */
export { explainedByPage as hasOwnMessage } from "../../toasts";
