import type { CallName } from "@campus/contract";
import type { ComponentType } from "react";
import type { NonIndexRouteObject, RouteObject } from "react-router";
import type { AccessFlag, PageHandle } from "../shell";

/**
 * SPEC section 2 as one table: where each page sits (public, signed out, or in the shell behind the login and
 * onboarding gates), its path, its handle and a loader of its page. The app lazy-loads every page through it
 * (each a chunk of its own, as the dynamic imports below are the only imports of the areas), and the stories
 * build the same tree with their own pages; a route appears here when its screen exists, any other path shows
 * the not-found page. This module imports no area or floor at load, so the app's entry stays small.
 */
export interface PageRoute {
  path: string;
  handle?: PageHandle;
  /**
   * What the page asks for as it opens that takes nothing but the address's own parameters (its `:id`): with a
   * session the server still takes, index.html asks for these beside the scripts (apps/campus/route-preload.ts),
   * so the answers are there when the page first renders rather than a round trip later.
   */
  calls?: CallName[];
  page: () => Promise<ComponentType>;
}

/**
 * Pages that need an organization's flag: without it their addresses show the not-found page, with no calls. So
 * they name no `calls` to be asked for ahead: index.html cannot know the flags.
 */
export interface AccessGroup {
  requires: AccessFlag;
  pages: PageRoute[];
}

/** What the shell asks for on every page (its rank, streak and notifications), asked for ahead like a page's `calls`. */
export const shellCalls: CallName[] = ["rankStages", "sessionStreak", "notifications"];

/** Anyone's pages, signed in or not, outside the gates and the shell: a certificate's public page. */
export const publicPages: PageRoute[] = [
  { path: "/verify/:id", calls: ["certificate"], page: async () => (await import("../areas/certificate")).VerifyPage },
];

/** The pages of a learner who is not signed in. */
export const signedOutPages: PageRoute[] = [
  { path: "/login", page: async () => (await import("../areas/login")).LoginPage },
];

/** The pages inside the shell, behind the login and onboarding gates. */
export const shellPages: (PageRoute | AccessGroup)[] = [
  { path: "/", calls: ["homepage", "toolbar"], page: async () => (await import("../areas/home")).HomePage },
  {
    path: "/onboarding",
    calls: ["onboarding"],
    page: async () => (await import("../areas/onboarding")).OnboardingPage,
  },
  {
    path: "/my-learning",
    calls: ["myLearning"],
    page: async () => (await import("../areas/my-learning")).MyLearningPage,
  },
  { path: "/programs", calls: ["filters"], page: async () => (await import("../areas/programs")).ProgramsPage },
  {
    path: "/program/:id",
    calls: ["module", "filters"],
    page: async () => (await import("../areas/programs")).ProgramPage,
  },
  { path: "/course/:id", calls: ["course"], page: async () => (await import("../areas/course")).CoursePage },
  {
    path: "/course-test/:id",
    calls: ["closedTest", "course"],
    page: async () => (await import("../areas/closed-test")).ClosedTestPage,
  },
  // The final work's steps, each at its own address (the entry, its task list, a task): one page.
  {
    path: "/course-final-work/:id",
    calls: ["exam"],
    page: async () => (await import("../areas/final-work")).FinalWorkPage,
  },
  {
    path: "/course-final-work/:id/tasks",
    calls: ["exam"],
    page: async () => (await import("../areas/final-work")).FinalWorkPage,
  },
  {
    path: "/course-final-work/:id/tasks/:taskId",
    calls: ["exam"],
    page: async () => (await import("../areas/final-work")).FinalWorkPage,
  },
  { path: "/about-campusai", calls: ["about"], page: async () => (await import("../areas/about")).AboutPage },
  {
    path: "/promptbook",
    calls: ["promptbook"],
    page: async () => (await import("../areas/promptbook")).PromptbookPage,
  },
  {
    requires: "accessToBenefits",
    pages: [
      { path: "/benefits", page: async () => (await import("../areas/benefits")).BenefitsPage },
      { path: "/benefit/:id", page: async () => (await import("../areas/benefits")).BenefitPage },
    ],
  },
  {
    requires: "accessToCommunity",
    pages: [{ path: "/community", page: async () => (await import("../areas/community")).CommunityPage }],
  },
  {
    requires: "accessToToolRepository",
    pages: [
      { path: "/tools", page: async () => (await import("../areas/tools")).ToolsPage },
      { path: "/tools/:id", page: async () => (await import("../areas/tools")).ToolPage },
    ],
  },
];

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
