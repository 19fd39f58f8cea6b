export { type AddressSignIn, takeAddressSignIn } from "./address-sign-in";
export { BootScreen } from "./boot-screen";
export { useDemoOnly } from "./demo-only";
export {
  clearDeviceDrafts,
  type DraftStorage,
  deviceDraftKey,
  indexedDbDrafts,
  memoryDrafts,
} from "./device-drafts";
export { emailProblem } from "./email-address";
export {
  AppLoading,
  LoginGate,
  type LoginRedirectState,
  OnboardingGate,
  SignedOutGate,
} from "./gates";
export { clearClosedTestAnswers, clearLearnerData, learnerStorageKeys } from "./learner-storage";
export { createPkce, type PkcePair, pkceStorageKeys, storePkce, takeStoredPkce } from "./pkce";
export { type Preferences, PreferencesProvider, type PreferencesProviderProps, usePreferences } from "./preferences";
export { exchangeCode, LoginFailedError, restoreSession } from "./restore-session";
export {
  type Session,
  SessionContext,
  type SessionEnd,
  type SessionStatus,
  useLearner,
  useSession,
} from "./session-context";
export { SessionProvider, type SessionProviderProps } from "./session-provider";
export { useLogout } from "./use-logout";
export { useSetPassword } from "./use-set-password";
export { useSignIn } from "./use-sign-in";
export { useSsoSignIn } from "./use-sso-sign-in";
