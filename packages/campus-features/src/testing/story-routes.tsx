import { pagePaths } from "@campus/contract";
import type { RouteObject } from "react-router";
import { LoginPage } from "../areas/login";
import { ChoosePasswordPage, ForgotPasswordPage } from "../areas/password";
import { CampusFrame, PageErrorPage, RouteErrorPage } from "../frame";
import { campusTree } from "../routes";
import { LoginGate, OnboardingGate, SignedOutGate } from "../session";
import { CampusShell, NotFoundPage, PageOutlet } from "../shell";

/**
 * The campus's route tree, built by the same `campusTree` as the app's (frame, login gate outside the
 * onboarding gate, shell inside both), with every level eager and the pages of a story in place of the app's
 * lazy ones; `publicPages` sit in the frame outside the gates, as the certificate's public page does. The
 * signed-out pages (signing in, a forgotten password, choosing a password) are there in every story.
 */
export function storyRoutes(pages: RouteObject[], publicPages: RouteObject[] = []): RouteObject[] {
  return campusTree(
    {
      frame: { element: <CampusFrame />, errorElement: <RouteErrorPage /> },
      signedOutGate: { element: <SignedOutGate /> },
      loginGate: { element: <LoginGate /> },
      onboardingGate: { element: <OnboardingGate /> },
      shell: { element: <CampusShell /> },
      pageOutlet: { element: <PageOutlet />, errorElement: <PageErrorPage /> },
      notFound: { element: <NotFoundPage /> },
    },
    {
      publicPages,
      signedOutPages: [
        { path: pagePaths.login, element: <LoginPage /> },
        { path: pagePaths.forgotPassword, element: <ForgotPasswordPage /> },
        { path: pagePaths.password, element: <ChoosePasswordPage /> },
      ],
      shellPages: pages,
    },
  );
}
