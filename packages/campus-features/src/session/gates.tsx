import { pagePaths } from "@campus/contract";
import { AppLoadingScreen } from "@campus/design-system";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "./session-context";

/** Where the login page sends the learner back to after signing in. */
export interface LoginRedirectState {
  from?: { pathname: string; search: string; hash: string };
}

/** SPEC section 2's app-loading screen, while the session is restored. */
export function AppLoading() {
  const { t } = useTranslation();
  return <AppLoadingScreen message={t("app.loadingScreen")} />;
}

/**
 * The login gate as a layout route: gated pages render only for a signed-in learner; without a session
 * the learner goes to /login, which brings them back here after signing in (unless they logged out). The pages
 * behind it may still be loading then: the app-loading screen shows until they are there.
 */
export function LoginGate() {
  const session = useSession();
  const location = useLocation();
  if (session.status === "restoring") return <AppLoading />;
  if (session.status === "signed-out") {
    const state: LoginRedirectState | undefined =
      session.ended === "logout" || session.ended === "failed"
        ? undefined
        : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={pagePaths.login} replace state={state} />;
  }
  // The levels below load here when the app started without a session (the campus's routes): the learner has
  // just signed in, and the screen says so.
  return (
    <Suspense fallback={<AppLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** SPEC section 4's onboarding gating: rank 1 sees only onboarding, rank 2 and up never see it again. */
export function OnboardingGate() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const isOnboarding = pathname === pagePaths.onboarding;
  if (user && user.rankStage <= 1 && !isOnboarding) return <Navigate to={pagePaths.onboarding} replace />;
  if (user && user.rankStage > 1 && isOnboarding) return <Navigate to={pagePaths.home} replace />;
  return <Outlet />;
}

/** /login is for learners without a session: with one, it leads to where they were going, or home. */
export function SignedOutGate() {
  const session = useSession();
  const location = useLocation();
  if (session.status === "restoring") return <AppLoading />;
  if (session.status === "signed-in") {
    const from = (location.state as LoginRedirectState | null)?.from;
    const target = from && from.pathname !== pagePaths.login ? `${from.pathname}${from.search}${from.hash}` : "/";
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
