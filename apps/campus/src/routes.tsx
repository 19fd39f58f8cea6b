import {
  type AccessGroup,
  campusTree,
  type PageRoute,
  publicPages,
  shellPages,
  signedOutPages,
} from "@campus/features/routes";
import { BootScreen } from "@campus/features/session";
import { type ComponentType, lazy } from "react";
import type { RouteObject } from "react-router";

/** How a level's component is loaded when the router first needs it. */
type Loader = (load: () => Promise<ComponentType>) => Promise<ComponentType>;

const atOnce: Loader = (load) => load();

/**
 * The levels behind the login gate, for a visitor without a session. The router loads every level of the address
 * at once, before any renders: a signed-out first visit to / downloaded the shell and home (and on a course, the
 * course) only to be sent to /login, and the login page waited for them. Without a session such a level is a
 * component that loads when it first renders, after signing in (the login gate shows the app-loading screen
 * meanwhile); the waiting levels then load together, in one round trip rather than one per level.
 */
function behindLogin(hasSession: () => boolean): Loader {
  const waiting = new Set<() => unknown>();
  return async (load) => {
    if (hasSession()) return load();
    let loading: Promise<ComponentType> | undefined;
    const start = () => {
      loading ??= load();
      return loading;
    };
    waiting.add(start);
    return lazy(async () => {
      for (const level of [...waiting]) void level();
      waiting.clear();
      return { default: await start() };
    });
  };
}

/**
 * SPEC section 2: the features package's route table, every level lazy, so each is a chunk of its own: the
 * frame (toasts, scroll, links; all a page outside the shell needs of it), the login gate outside the onboarding
 * gate, the shell inside both, and one page per route. `hasSession` reads the session's readable flag;
 * `campusStrings` loads the strings of the pages in the shell (the frame's are there from the start), which the
 * shell waits for beside its chunk; given a part (a page's `strings`), that part's, which its page waits for.
 */
export function campusRoutes(
  hasSession: () => boolean,
  campusStrings: (part?: "password" | "staff") => Promise<void>,
): RouteObject[] {
  const signedIn = behindLogin(hasSession);
  const lazyPage =
    (loader: Loader) =>
    ({ path, handle, page, strings }: PageRoute): RouteObject => ({
      path,
      handle,
      lazy: async () => ({
        Component: strings ? (await Promise.all([loader(page), campusStrings(strings)]))[0] : await loader(page),
      }),
    });

  /**
   * The staff console's pages load as they first render, past `RequireAccess` (as a level behind the login gate
   * does without a session): the router loads every level of an address together, so a learner at a console
   * address would otherwise download its chunk only to be shown the not-found page (its strings still come, 4 kB).
   */
  const whenShown = behindLogin(() => false);

  /** Pages needing an organization's flag sit under `RequireAccess`: without the flag, the not-found page, no calls. */
  const lazyShellPage = (route: PageRoute | AccessGroup): RouteObject =>
    "requires" in route
      ? {
          handle: { requires: route.requires },
          lazy: async () => ({
            Component: await signedIn(async () => (await import("@campus/features/shell")).RequireAccess),
          }),
          children: route.pages.map(lazyPage(route.requires === "staff" ? whenShown : signedIn)),
        }
      : lazyPage(signedIn)(route);

  return campusTree(
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
      shell: {
        lazy: async () => ({
          Component: await signedIn(
            async () => (await Promise.all([import("@campus/features/shell"), campusStrings()]))[0].CampusShell,
          ),
        }),
      },
      // A page that fails to load shows the error page inside the shell.
      pageOutlet: {
        lazy: async () => {
          const [Component, { PageErrorPage }] = await Promise.all([
            signedIn(async () => (await import("@campus/features/shell")).PageOutlet),
            import("@campus/features/frame"),
          ]);
          return { Component, ErrorBoundary: PageErrorPage };
        },
      },
      notFound: {
        lazy: async () => ({
          Component: await signedIn(async () => (await import("@campus/features/shell")).NotFoundPage),
        }),
      },
    },
    {
      publicPages: publicPages.map(lazyPage(atOnce)),
      signedOutPages: signedOutPages.map(lazyPage(atOnce)),
      shellPages: shellPages.map(lazyShellPage),
    },
  );
}
