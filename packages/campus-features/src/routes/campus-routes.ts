import type { ComponentType } from "react";
import type { NonIndexRouteObject, RouteObject } from "react-router";
import type { PageHandle } from "../shell";
import {
  type AreaModules,
  type AreaName,
  publicPages as publicTable,
  shellPages as shellTable,
  signedOutPages as signedOutTable,
  type TableGroup,
  type TablePage,
} from "./page-table";

/**
 * The route table (page-table.ts) with a loader for each page. The app lazy-loads every page through it (each a
 * chunk of its own, as the dynamic imports below are the only imports of the areas), and the stories build the
 * same tree with their own pages. This module imports no area or floor at load, so the app's entry stays small.
 */
export interface PageRoute extends Omit<TablePage, "area" | "page"> {
  page: () => Promise<ComponentType>;
}

/** Pages that need an organization's flag, with their loaders. */
export interface AccessGroup extends Omit<TableGroup, "pages"> {
  pages: PageRoute[];
}

/** Each area's module, loaded when one of its pages first opens: the only imports of the areas in the campus. */
const areaModules: { [Area in AreaName]: () => Promise<AreaModules[Area]> } = {
  home: () => import("../areas/home"),
  "my-learning": () => import("../areas/my-learning"),
  login: () => import("../areas/login"),
  password: () => import("../areas/password"),
  onboarding: () => import("../areas/onboarding"),
  programs: () => import("../areas/programs"),
  course: () => import("../areas/course"),
  "closed-test": () => import("../areas/closed-test"),
  "final-work": () => import("../areas/final-work"),
  certificate: () => import("../areas/certificate"),
  tools: () => import("../areas/tools"),
  benefits: () => import("../areas/benefits"),
  community: () => import("../areas/community"),
  about: () => import("../areas/about"),
  promptbook: () => import("../areas/promptbook"),
  review: () => import("../areas/review"),
};

/** A page of the table with the loader of its component. */
function withLoader({ area, page, ...route }: TablePage): PageRoute {
  return {
    ...route,
    page: async () => {
      const module: Record<string, unknown> = await areaModules[area]();
      return module[page] as ComponentType;
    },
  };
}

/** Anyone's pages, signed in or not, outside the gates and the shell: a certificate's public page. */
export const publicPages: PageRoute[] = publicTable.map(withLoader);

/** The pages of a learner who is not signed in: signing in, a forgotten password, choosing a password. */
export const signedOutPages: PageRoute[] = signedOutTable.map(withLoader);

/** The pages inside the shell, behind the login and onboarding gates. */
export const shellPages: (PageRoute | AccessGroup)[] = shellTable.map((route) =>
  "requires" in route ? { ...route, pages: route.pages.map(withLoader) } : withLoader(route),
);

/** A level of the tree (frame, gate, shell, outlet), as a route without a path: eager element or lazy. */
export type Level = Omit<NonIndexRouteObject, "path" | "children" | "index">;

/** How a caller renders each level of the tree. */
export interface CampusLevels {
  /** Toasts, scroll, links; its error element catches what the levels below throw. */
  frame: Level;
  signedOutGate: Level;
  loginGate: Level;
  onboardingGate: Level;
  shell: Level;
  /** Where the page shows; its error element shows a page that failed inside the shell. */
  pageOutlet: Level;
  /** The not-found page, at /404 and any unknown path. */
  notFound: Level;
}

/** The pages of each place in the tree, already made routes. */
export interface CampusPages {
  publicPages: RouteObject[];
  signedOutPages: RouteObject[];
  shellPages: RouteObject[];
}

/** The campus's route tree: the frame holds the public pages, the signed-out gate and, inside the login gate, the
 * onboarding gate around the shell (so onboarding is reached only signed in) with the page outlet in it. */
export function campusTree(levels: CampusLevels, pages: CampusPages): RouteObject[] {
  const notFound = { ...levels.notFound, handle: { isNotFound: true } satisfies PageHandle };
  return [
    {
      ...levels.frame,
      children: [
        ...pages.publicPages,
        { ...levels.signedOutGate, children: pages.signedOutPages },
        {
          ...levels.loginGate,
          children: [
            {
              ...levels.onboardingGate,
              children: [
                {
                  ...levels.shell,
                  children: [
                    {
                      ...levels.pageOutlet,
                      children: [...pages.shellPages, { path: "/404", ...notFound }, { path: "*", ...notFound }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
