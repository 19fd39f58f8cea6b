import type { LoginAnswer } from "@campus/contract";
import { useCallback, useEffect, useRef } from "react";
import { languageSettled, useCampusI18n } from "../i18n";
import { useToasts } from "../toasts";
import type { SessionStatus } from "./session-context";

/**
 * A sign-in that greets the learner. The 'login successful' toast waits for the signed-in state to commit: the
 * preferences have then begun to apply the account's language (children's effects run first), and for that
 * language's strings to arrive, so a sign-in on another device greets the learner in the language the campus
 * now shows.
 */
export function useGreeting(state: { status: SessionStatus }, accept: (answer: LoginAnswer) => void) {
  const toasts = useToasts();
  const i18n = useCampusI18n();
  const greet = useRef(false);
  const signIn = useCallback(
    (answer: LoginAnswer) => {
      greet.current = true;
      accept(answer);
    },
    [accept],
  );
  useEffect(() => {
    if (!greet.current || state.status !== "signed-in") return;
    greet.current = false;
    void languageSettled(i18n).then(() => toasts.success(i18n.t("session.loginSuccess")));
  }, [state, toasts, i18n]);
  return signIn;
}
