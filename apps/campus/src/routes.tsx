import { BootScreen } from "@campus/features/session";
import type { RouteObject } from "react-router";

/**
 * SPEC section 2 as one route table. Every level is lazy, so each is a chunk of its own: the frame (toasts,
 * scroll, links), the login gate outside the onboarding gate, the shell inside both, and one page per
 * route. A route appears here when its screen exists; any other path shows the not-found page.
 */
const notFound: RouteObject["lazy"] = async () => ({
  Component: (await import("@campus/features/shell")).NotFoundPage,
});

export const routes: RouteObject[] = [
  {
    // Shown while the first chunks of the page load.
    HydrateFallback: BootScreen,
    lazy: async () => {
      const { CampusFrame, RouteErrorPage } = await import("@campus/features/shell");
      return { Component: CampusFrame, ErrorBoundary: RouteErrorPage };
    },
    children: [
      {
        // A certificate's public page: anyone, signed in or not, so outside the gates (and the shell).
        path: "/verify/:id",
        lazy: async () => ({ Component: (await import("@campus/features/certificate")).VerifyPage }),
      },
      {
        lazy: async () => ({ Component: (await import("@campus/features/gates")).SignedOutGate }),
        children: [
          { path: "/login", lazy: async () => ({ Component: (await import("@campus/features/login")).LoginPage }) },
        ],
      },
      {
        lazy: async () => ({ Component: (await import("@campus/features/gates")).LoginGate }),
        children: [
          {
            lazy: async () => ({ Component: (await import("@campus/features/gates")).OnboardingGate }),
            children: [
              {
                lazy: async () => ({ Component: (await import("@campus/features/shell")).CampusShell }),
                children: [
                  {
                    // A page that fails to load shows the error page inside the shell.
                    lazy: async () => {
                      const { PageOutlet, PageErrorPage } = await import("@campus/features/shell");
                      return { Component: PageOutlet, ErrorBoundary: PageErrorPage };
                    },
                    children: [
                      {
                        path: "/",
                        lazy: async () => ({ Component: (await import("@campus/features/home")).HomePage }),
                      },
                      {
                        path: "/onboarding",
                        lazy: async () => ({ Component: (await import("@campus/features/onboarding")).OnboardingPage }),
                      },
                      {
                        path: "/programs",
                        lazy: async () => ({ Component: (await import("@campus/features/programs")).ProgramsPage }),
                      },
                      {
                        path: "/program/:id",
                        lazy: async () => ({ Component: (await import("@campus/features/programs")).ProgramPage }),
                      },
                      {
                        path: "/course/:id",
                        lazy: async () => ({ Component: (await import("@campus/features/course")).CoursePage }),
                      },
                      {
                        path: "/course-test/:id",
                        lazy: async () => ({
                          Component: (await import("@campus/features/closed-test")).ClosedTestPage,
                        }),
                      },
                      {
                        path: "/course-final-work/:id",
                        lazy: async () => ({ Component: (await import("@campus/features/final-work")).FinalWorkPage }),
                      },
                      {
                        path: "/about-campusai",
                        lazy: async () => ({ Component: (await import("@campus/features/about")).AboutPage }),
                      },
                      {
                        path: "/promptbook",
                        lazy: async () => ({ Component: (await import("@campus/features/promptbook")).PromptbookPage }),
                      },
                      {
                        // Benefits need the organization's flag; without it the address shows the not-found page.
                        handle: { requires: "accessToBenefits" },
                        lazy: async () => ({ Component: (await import("@campus/features/shell")).RequireAccess }),
                        children: [
                          {
                            path: "/benefits",
                            lazy: async () => ({ Component: (await import("@campus/features/benefits")).BenefitsPage }),
                          },
                          {
                            path: "/benefit/:id",
                            lazy: async () => ({ Component: (await import("@campus/features/benefits")).BenefitPage }),
                          },
                        ],
                      },
                      {
                        handle: { requires: "accessToCommunity" },
                        lazy: async () => ({ Component: (await import("@campus/features/shell")).RequireAccess }),
                        children: [
                          {
                            path: "/community",
                            lazy: async () => ({
                              Component: (await import("@campus/features/community")).CommunityPage,
                            }),
                          },
                        ],
                      },
                      {
                        // Only with the organization's tools catalogue; otherwise the not-found page, no calls.
                        handle: { requires: "accessToToolRepository" },
                        lazy: async () => ({ Component: (await import("@campus/features/shell")).RequireAccess }),
                        children: [
                          {
                            path: "/tools",
                            lazy: async () => ({ Component: (await import("@campus/features/tools")).ToolsPage }),
                          },
                          {
                            path: "/tools/:id",
                            lazy: async () => ({ Component: (await import("@campus/features/tools")).ToolPage }),
                          },
                        ],
                      },
                      { path: "/404", lazy: notFound, handle: { isNotFound: true } },
                      { path: "*", lazy: notFound, handle: { isNotFound: true } },
                    ],
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
