import type { RouteObject } from "react-router";
import { OnboardingPage } from "../areas/onboarding";

/**
 * The real onboarding page at `/onboarding`, for the stories of a screen that signs a rank-1 learner in (an
 * invitation's chosen password) and check that the onboarding gate takes them there, as `homeRoute` lends home.
 */
export const onboardingRoute: RouteObject = { path: "/onboarding", element: <OnboardingPage /> };
