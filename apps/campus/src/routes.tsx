import {
  type AccessGroup,
  campusTree,
  type PageRoute,
  publicPages,
  shellPages,
  signedOutPages,
} from "@campus/features/routes";
import { BootScreen } from "@campus/features/session";
import type { RouteObject } from "react-router";

/**
 * SPEC section 2: the features package's route table, every level lazy, so each is a chunk of its own: the
 * frame (toasts, scroll, links; all a page outside the shell needs of it), the login gate outside the onboarding gate, the shell inside both, and one
 * page per route.
 */
const lazyPage = ({ path, handle, page }: PageRoute): RouteObject => ({
  path,
  handle,
  lazy: async () => ({ Component: await page() }),
});

/** Pages needing an organization's flag sit under `RequireAccess`: without the flag, the not-found page, no calls. */
const lazyShellPage = (route: PageRoute | AccessGroup): RouteObject =>
  "requires" in route
    ? {
        handle: { requires: route.requires },
        lazy: async () => ({ Component: (await import("@campus/features/shell")).RequireAccess }),
        children: route.pages.map(lazyPage),
      }
    : lazyPage(route);

export const routes: RouteObject[] = campusTree(
  {
    frame: {
      // Shown while the first chunks of the page load.
      HydrateFallback: BootScreen,
      lazy: async () => {
        const { CampusFrame, RouteErrorPage } = await import("@campus/features/frame");
        return { Component: CampusFrame, ErrorBoundary: RouteErrorPage };
      },
    },
    signedOutGate: { lazy: async () => ({ Component: (await import("@campus/features/gates")).SignedOutGate }) },
    loginGate: { lazy: async () => ({ Component: (await import("@campus/features/gates")).LoginGate }) },
    onboardingGate: { lazy: async () => ({ Component: (await import("@campus/features/gates")).OnboardingGate }) },
    shell: { lazy: async () => ({ Component: (await import("@campus/features/shell")).CampusShell }) },
    // A page that fails to load shows the error page inside the shell.
    pageOutlet: {
      lazy: async () => {
        const [{ PageOutlet }, { PageErrorPage }] = await Promise.all([
          import("@campus/features/shell"),
          import("@campus/features/frame"),
        ]);
        return { Component: PageOutlet, ErrorBoundary: PageErrorPage };
      },
    },
    notFound: { lazy: async () => ({ Component: (await import("@campus/features/shell")).NotFoundPage }) },
  },
  {
    publicPages: publicPages.map(lazyPage),
    signedOutPages: signedOutPages.map(lazyPage),
    shellPages: shellPages.map(lazyShellPage),
  },
);
