import type { LoginAnswer } from "@campus/contract";
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState } from "react";
import { useCampusClient, useClearCache } from "../data";
import type { AddressSignIn } from "./address-sign-in";
import { clearLearnerData } from "./learner-storage";
import { type Session, SessionContext, type SessionEnd, type SessionStatus } from "./session-context";
import { useGreeting } from "./use-greeting";
import { useSessionRestore } from "./use-session-restore";

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

  const signIn = useGreeting(state, accept);

  const update = useCallback((answer: LoginAnswer) => {
    setState((current) => (current.status === "signed-in" ? { ...current, answer } : current));
  }, []);

  useSessionRestore({ client, addressSignIn, storage, end, signIn, accept });

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
