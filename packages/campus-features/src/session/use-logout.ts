import { pagePaths } from "@campus/contract";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCampusClient } from "../data";
import { useToasts } from "../toasts";
import { clearDeviceDrafts, indexedDbDrafts } from "./device-drafts";
import { clearClosedTestAnswers } from "./learner-storage";
import { useSession } from "./session-context";

/**
 * Logout (SPEC section 4): the server destroys the session, and whatever it answers, nothing of the
 * learner stays here; then 'logout successful' and the login page.
 */
export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const client = useCampusClient();
  const session = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [isLoggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await client.call("destroyToken");
    } catch (error) {
      console.warn("Destroy token error", error);
    }
    // Signing out, unlike an expired session, takes the learner's tests under way off this device too.
    if (session.user) {
      clearClosedTestAnswers(globalThis.localStorage, session.user._id);
      // The final-work answers written here go too (waited for, so the next learner cannot find them).
      await clearDeviceDrafts(indexedDbDrafts(), session.user._id);
    }
    session.end("logout");
    toasts.success(t("session.logoutSuccess"));
    setLoggingOut(false);
    await navigate(pagePaths.login, { replace: true });
  }, [client, session, toasts, navigate, t]);
  return { logout, isLoggingOut };
}
