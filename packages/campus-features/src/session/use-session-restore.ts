import type { LoginAnswer } from "@campus/contract";
import { startTransition, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { CampusClient } from "../api";
import { useToasts } from "../toasts";
import type { AddressSignIn } from "./address-sign-in";
import { restoreSession } from "./restore-session";
import type { SessionEnd } from "./session-context";

export interface SessionRestoreOptions {
  client: CampusClient;
  addressSignIn: AddressSignIn | null;
  storage: Storage;
  end: (reason: SessionEnd) => void;
  /** A sign-in from the address: greeted. */
  signIn: (answer: LoginAnswer) => void;
  /** A session found again: not greeted. */
  accept: (answer: LoginAnswer) => void;
}

/**
 * The login gate: the session restored once at start, from the address's hand-off or code, or from what this
 * browser kept; without one the learner is signed out, and a failure says so.
 */
export function useSessionRestore({ client, addressSignIn, storage, end, signIn, accept }: SessionRestoreOptions) {
  const toasts = useToasts();
  const { t } = useTranslation();
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
}
