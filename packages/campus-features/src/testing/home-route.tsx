import type { RouteObject } from "react-router";
import { HomePage } from "../areas/home";

/**
 * The real home page at `/`, for the stories of a screen that hands the learner on to it (signing in,
 * finishing onboarding) and check where they land. An area may not import another area, so the testing
 * floor, which already builds the campus's route tree for stories, lends the page.
 */
export const homeRoute: RouteObject = { path: "/", element: <HomePage /> };
