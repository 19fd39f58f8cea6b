import { type CallName, pagePaths } from "@campus/contract";
import type { ComponentType } from "react";
import type { AccessRequirement, PageHandle } from "../shell";

/**
 * SPEC section 2 as one table: where each page sits (public, signed out, or in the shell behind the login and
 * onboarding gates), its address (the contract's `pagePaths`), the area whose module holds it and the component it
 * shows. Data only, so the build's preload plugin (apps/campus/build/route-preload.ts) imports it as it is;
 * campus-routes.ts adds each page's loader. A route appears here when its screen exists; any other path shows the
 * not-found page.
 */

/** Each area's module, as a type: what the table may name as an area's page. */
export interface AreaModules {
  home: typeof import("../areas/home");
  "my-learning": typeof import("../areas/my-learning");
  login: typeof import("../areas/login");
  password: typeof import("../areas/password");
  onboarding: typeof import("../areas/onboarding");
  programs: typeof import("../areas/programs");
  course: typeof import("../areas/course");
  "closed-test": typeof import("../areas/closed-test");
  "final-work": typeof import("../areas/final-work");
  certificate: typeof import("../areas/certificate");
  tools: typeof import("../areas/tools");
  benefits: typeof import("../areas/benefits");
  community: typeof import("../areas/community");
  about: typeof import("../areas/about");
  promptbook: typeof import("../areas/promptbook");
  review: typeof import("../areas/review");
}

export type AreaName = keyof AreaModules;

/** The components an area's module exports, by name: what a page of that area may show. */
type PageOf<Area extends AreaName> = {
  [Name in keyof AreaModules[Area]]: AreaModules[Area][Name] extends ComponentType ? Name : never;
}[keyof AreaModules[Area]] &
  string;

/** A page of the table: its address, the area and component it shows, and what it asks for as it opens. */
export type TablePage = {
  [Area in AreaName]: {
    path: string;
    area: Area;
    page: PageOf<Area>;
    handle?: PageHandle;
    /**
     * What the page asks for as it opens that takes nothing but the address's own parameters (its `:id`): with a
     * session the server still takes, index.html asks for these beside the scripts (the preload plugin), so the
     * answers are there when the page first renders rather than a round trip later.
     */
    calls?: CallName[];
    /**
     * A page outside the shell whose strings are a part of their own (apps/campus/build/locale-parts.ts), loaded
     * with its chunk: the password pages are rare first visits, and the staff console's pages are never a
     * learner's, so their strings stay out of the frame's part, which every page loads, and the campus's, which
     * every signed-in page loads.
     */
    strings?: "password" | "staff";
  };
}[AreaName];

/**
 * Pages that need an organization's flag, or the staff's role: without it their addresses show the not-found page,
 * with no calls. So they name no `calls` to be asked for ahead: index.html cannot know the flags or the role.
 */
export interface TableGroup {
  requires: AccessRequirement;
  pages: TablePage[];
}

/** What the shell asks for on every page (its rank, streak and notifications), asked for ahead like a page's `calls`. */
export const shellCalls: CallName[] = ["rankStages", "sessionStreak", "notifications"];

/** Anyone's pages, signed in or not, outside the gates and the shell: a certificate's public page. */
export const publicPages: TablePage[] = [
  { path: pagePaths.certificate, area: "certificate", page: "VerifyPage", calls: ["certificate"] },
];

/**
 * The pages of a learner who is not signed in: signing in, asking for a password reset, and choosing a password
 * through a one-time link (an invitation or a reset), which ends signed in.
 */
export const signedOutPages: TablePage[] = [
  { path: pagePaths.login, area: "login", page: "LoginPage" },
  { path: pagePaths.forgotPassword, area: "password", page: "ForgotPasswordPage", strings: "password" },
  { path: pagePaths.password, area: "password", page: "ChoosePasswordPage", strings: "password" },
];

/** The pages inside the shell, behind the login and onboarding gates. */
export const shellPages: (TablePage | TableGroup)[] = [
  { path: pagePaths.home, area: "home", page: "HomePage", calls: ["homepage", "toolbar"] },
  { path: pagePaths.onboarding, area: "onboarding", page: "OnboardingPage", calls: ["onboarding"] },
  { path: pagePaths.myLearning, area: "my-learning", page: "MyLearningPage", calls: ["myLearning"] },
  { path: pagePaths.programs, area: "programs", page: "ProgramsPage", calls: ["filters"] },
  { path: pagePaths.program, area: "programs", page: "ProgramPage", calls: ["module", "filters"] },
  { path: pagePaths.course, area: "course", page: "CoursePage", calls: ["course"] },
  { path: pagePaths.closedTest, area: "closed-test", page: "ClosedTestPage", calls: ["closedTest", "course"] },
  // The final work's steps, each at its own address (the entry, its task list, a task): one page.
  { path: pagePaths.finalWork, area: "final-work", page: "FinalWorkPage", calls: ["exam"] },
  { path: pagePaths.finalWorkTasks, area: "final-work", page: "FinalWorkPage", calls: ["exam"] },
  { path: pagePaths.finalWorkTask, area: "final-work", page: "FinalWorkPage", calls: ["exam"] },
  { path: pagePaths.about, area: "about", page: "AboutPage", calls: ["about"] },
  { path: pagePaths.promptbook, area: "promptbook", page: "PromptbookPage", calls: ["promptbook"] },
  {
    requires: "accessToBenefits",
    pages: [
      { path: pagePaths.benefits, area: "benefits", page: "BenefitsPage" },
      { path: pagePaths.benefit, area: "benefits", page: "BenefitPage" },
    ],
  },
  {
    requires: "accessToCommunity",
    pages: [{ path: pagePaths.community, area: "community", page: "CommunityPage" }],
  },
  {
    requires: "accessToToolRepository",
    pages: [
      { path: pagePaths.tools, area: "tools", page: "ToolsPage" },
      { path: pagePaths.tool, area: "tools", page: "ToolPage" },
    ],
  },
  {
    // The staff console, in the campus's shell: a learner meets the not-found page and never loads its chunk.
    requires: "staff",
    pages: [
      { path: pagePaths.reviewQueue, area: "review", page: "ReviewQueuePage", strings: "staff" },
      { path: pagePaths.reviewWork, area: "review", page: "ReviewWorkPage", strings: "staff" },
      { path: pagePaths.learners, area: "review", page: "LearnersPage", strings: "staff" },
    ],
  },
];
