import type { RouteObject } from "react-router";
import { LoginPage } from "../login";
import { LoginGate, OnboardingGate, SignedOutGate } from "../session";
import { CampusFrame, CampusShell, NotFoundPage, PageErrorPage, PageOutlet, RouteErrorPage } from "../shell";

/**
 * The campus's route tree as `apps/campus/src/routes.tsx` builds it (frame, login gate outside the
 * onboarding gate, shell inside both), with the pages of a story in place of the app's lazy ones;
 * `publicPages` sit in the frame outside the gates, as the certificate's public page does.
 */
export function storyRoutes(pages: RouteObject[], publicPages: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <CampusFrame />,
      errorElement: <RouteErrorPage />,
      children: [
        ...publicPages,
        { element: <SignedOutGate />, children: [{ path: "/login", element: <LoginPage /> }] },
        {
          element: <LoginGate />,
          children: [
            {
              element: <OnboardingGate />,
              children: [
                {
                  element: <CampusShell />,
                  children: [
                    {
                      element: <PageOutlet />,
                      errorElement: <PageErrorPage />,
                      children: [
                        ...pages,
                        { path: "/404", element: <NotFoundPage />, handle: { isNotFound: true } },
                        { path: "*", element: <NotFoundPage />, handle: { isNotFound: true } },
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
}
