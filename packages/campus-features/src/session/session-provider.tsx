import type { LoginAnswer } from "@campus/contract";
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCampusClient, useClearCache } from "../data";
import { languageSettled, useCampusI18n } from "../i18n";
import { useToasts } from "../toasts";
import type { AddressSignIn } from "./address-sign-in";
import { clearLearnerData } from "./learner-storage";
import { restoreSession } from "./restore-session";
import { type Session, SessionContext, type SessionEnd, type SessionStatus } from "./session-context";

interface SessionState {
  status: SessionStatus;
  answer: LoginAnswer | null;
  ended: SessionEnd | null;
}

export interface SessionProviderProps {
  children: ReactNode;
  /** Hand-off tokens or a code taken from the address at start (`takeAddressSignIn`). */
  addressSignIn?: AddressSignIn | null;
  /** Where the learner's data lives in this browser; `localStorage` by default. */
  storage?: Storage;
}

/**
 * Holds the signed-in learner and their organization settings, restores the session once at start (the
 * login gate's four cases) and forgets everything of the learner when the session ends, whoever ends it.
 */
export function SessionProvider({
  children,
  addressSignIn = null,
  storage = globalThis.localStorage,
}: SessionProviderProps) {
  const client = useCampusClient();
  const clearCache = useClearCache();
  const toasts = useToasts();
  const { t } = useTranslation();
  const i18n = useCampusI18n();
  const [state, setState] = useState<SessionState>({ status: "restoring", answer: null, ended: null });

  const end = useCallback(
    (reason: SessionEnd) => {
      client.clearSession();
      clearLearnerData(storage);
      void clearCache();
      setState({ status: "signed-out", answer: null, ended: reason });
    },
    [client, clearCache, storage],
  );

  const accept = useCallback(
    (answer: LoginAnswer) => {
      client.sessionStarted();
      // A transition: the shell and the page render in slices the browser can interrupt (a phone's main
      // thread is not held for the whole campus at once), and the screen before stays until they are ready.
      startTransition(() => setState({ status: "signed-in", answer, ended: null }));
    },
    [client],
  );

  // The 'login successful' toast waits for the signed-in state to commit: the preferences below have then
  // begun to apply the account's language (children's effects run first), and for that language's strings to
  // arrive, so a sign-in on another device greets the learner in the language the campus now shows.
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

  const update = useCallback((answer: LoginAnswer) => {
    setState((current) => (current.status === "signed-in" ? { ...current, answer } : current));
  }, []);

  // The gate runs once per page load, even when React mounts twice in development (a hand-off token
  // works only once); its outcome goes to the callbacks of the latest render.
  const outcome = useRef({ end, signIn, accept, toasts, t });
  outcome.current = { end, signIn, accept, toasts, t };
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    restoreSession({ client, addressSignIn, storage }).then(
      (answer) => {
        const { end, signIn, accept } = outcome.current;
        // A transition, as for a session: the login page renders in slices the browser can interrupt.
        if (!answer) startTransition(() => end("none"));
        else if (addressSignIn) signIn(answer);
        else accept(answer);
      },
      (error: unknown) => {
        const { end, toasts, t } = outcome.current;
        console.warn("Login error", error);
        end("failed");
        toasts.error(t("session.loginError"));
      },
    );
  }, [client, addressSignIn, storage]);

  // The client found the session over (refused token, failed refresh, no connection): forget the learner.
  useEffect(() => client.subscribe((event) => event.type === "session-ended" && end("expired")), [client, end]);

  const value = useMemo<Session>(
    () => ({
      status: state.status,
      user: state.answer?.user ?? null,
      organizationSettings: state.answer?.organizationSettings ?? null,
      ended: state.ended,
      signIn,
      update,
      end,
    }),
    [state, signIn, update, end],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
