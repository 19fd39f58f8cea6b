import { ErrorPage } from "@campus/design-system";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";

const ATTEMPTS_KEY = "connectionAttempts";

function storedAttempts(): number {
  try {
    return Number(sessionStorage.getItem(ATTEMPTS_KEY)) || 0;
  } catch {
    return 0;
  }
}

function storeAttempts(count: number) {
  try {
    sessionStorage.setItem(ATTEMPTS_KEY, String(count));
  } catch {
    // Without storage the counter only lives until the reload.
  }
}

/** Whether the campus answers at all: its own page, never from a cache. */
async function campusAnswers(): Promise<boolean> {
  try {
    const response = await fetch(window.location.pathname, { method: "HEAD", cache: "no-store" });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * SPEC section 2's error page, for a page that failed to load (most often its code, with the connection
 * gone). Try again checks the connection first: while the campus does not answer, the attempt counter goes
 * up and the learner stays here; once it answers, the page loads again.
 */
export function RouteErrorPage({
  probe = campusAnswers,
  inShell = false,
}: {
  probe?: () => Promise<boolean>;
  /** Shown in the shell's main, in place of the page that failed, instead of as a whole page. */
  inShell?: boolean;
}) {
  const { t } = useTranslation();
  const error = useRouteError();
  const [attempts, setAttempts] = useState(storedAttempts);
  const [isRetrying, setRetrying] = useState(false);
  if (error) console.error("The page failed to load", error);

  const tryAgain = async () => {
    setRetrying(true);
    const next = attempts + 1;
    storeAttempts(next);
    if (await probe()) {
      window.location.reload();
      return;
    }
    setAttempts(next);
    setRetrying(false);
  };

  return (
    <ErrorPage
      title={t("shell.error.title")}
      message={t("shell.error.message")}
      tryAgainLabel={t("shell.error.tryAgain")}
      onTryAgain={() => void tryAgain()}
      isRetrying={isRetrying}
      goHomeLabel={t("shell.notFound.goHome")}
      {...(attempts > 0 ? { attemptText: t("shell.error.attempt", { count: attempts }) } : {})}
      // In the shell it keeps its own surface over the page's hero band, whose dark colour its text is not for.
      {...(inShell ? { as: "div" as const, className: "min-h-0 flex-1" } : {})}
    />
  );
}

/** A page that loaded resets the counter, so the next failure starts again from one. */
export function resetConnectionAttempts(): void {
  try {
    sessionStorage.removeItem(ATTEMPTS_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The error page of a page that failed inside the shell: the top bar and menus stay usable. */
export function PageErrorPage() {
  return <RouteErrorPage inShell />;
}
