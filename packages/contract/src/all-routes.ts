import { learnerCallRoutes } from "./routes.js";
import { staffCallRoutes } from "./staff-routes.js";

/**
 * Every call of the contract. Built by a call marked pure, not a spread: a bundler keeps an object spread (it
 * could run getters), and the campus's bundle would carry the staff's addresses it never uses.
 */
export const callRoutes: typeof learnerCallRoutes & typeof staffCallRoutes = /* @__PURE__ */ Object.assign(
  {},
  learnerCallRoutes,
  staffCallRoutes,
);
