import { cookieNames } from "@campus/contract";
import type { Theme } from "@campus/design-system/theme";
import { useEffect, useRef, useState } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { CampusClient, documentCookies } from "../api";
import { ClockContext } from "../clock";
import { CampusSWRConfig } from "../data";
import { resetConnectionAttempts } from "../frame";
import {
  type AddressSignIn,
  clearClosedTestAnswers,
  clearLearnerData,
  PreferencesProvider,
  SessionProvider,
  usePreferences,
} from "../session";
import { createToasts, type Toasts, ToastsProvider } from "../toasts";
import * as fixtures from "./fixtures";
import { callLog } from "./handlers";
import { storyRoutes } from "./story-routes";

/**
 * A theme chosen in Storybook's toolbar while a campus story is open is taken as the learner's choice, as
 * if made with the campus's contrast switch: the page keeps its state and the switch shows the theme the
 * page is in. The theme the story opened in is its initial theme and changes nothing.
 */
function FollowToolbarTheme({ theme }: { theme: Theme }) {
  const { setTheme } = usePreferences();
  const followed = useRef(theme);
  useEffect(() => {
    if (theme === followed.current) return;
    followed.current = theme;
    setTheme(theme);
  }, [theme, setTheme]);
  return null;
}

/** The day every story lives in, so dates and the footer's year never change a screenshot. */
export const storyNow = new Date("2026-11-22T10:00:00.000Z");

/**
 * Toasts that stay until closed: a screenshot taken four or six seconds after the play function shows the
 * same toasts (the campus's own close after 5 s, which the toast component's stories document).
 */
function lastingToasts(): Toasts {
  const toasts = createToasts();
  const lasting =
    (show: Toasts["success"]): Toasts["success"] =>
    (title, description, options) =>
      show(title, description, { timeout: null, ...options });
  return {
    queue: toasts.queue,
    success: lasting(toasts.success),
    error: lasting(toasts.error),
    warning: lasting(toasts.warning),
  };
}

export interface CampusStoryProps {
  /** The pages of the story, e.g. `[{ path: "/", element: <HomePage /> }]`. */
  pages: RouteObject[];
  /** Pages anyone may open, outside the login gate (e.g. `/verify/:id`). */
  publicPages?: RouteObject[];
  /** Where the story starts, e.g. "/" or "/login". */
  path?: string;
  /** Whether the browser holds a session (the readable `authorized` cookie); true by default. */
  signedIn?: boolean;
  /** Hand-off tokens or a code that arrived in the address. */
  addressSignIn?: AddressSignIn | null;
  /**
   * What this browser kept in local storage before the story, e.g. the PKCE verifier and state of a sign-in
   * under way (`{ codeVerifier, state }`) or a course position.
   */
  stored?: Record<string, string>;
  /** The theme of the story (Storybook's toolbar). */
  theme: Theme;
}

/**
 * A whole campus for one story: a fresh client, SWR cache, toast queue, session and memory router each
 * time, so stories never share data; MSW answers at the network edge, so the real client, hooks and
 * gates run.
 */
export function CampusStory({
  pages,
  publicPages = [],
  path = "/",
  signedIn = true,
  addressSignIn = null,
  stored = {},
  theme,
}: CampusStoryProps) {
  const [story] = useState(() => {
    const names = cookieNames();
    // The browser of the story: a session or none, nothing kept of an earlier story's learner.
    if (signedIn) documentCookies.write(names.authorized, "1", 3600);
    else documentCookies.remove(names.authorized);
    documentCookies.write(names.csrf, "story-csrf-token", 3600);
    clearLearnerData(localStorage);
    // Tests under way outlive an expired session (see clearClosedTestAnswers); no story inherits another's.
    clearClosedTestAnswers(localStorage, fixtures.loginAnswer().user._id);
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    resetConnectionAttempts();
    callLog.length = 0;
    const cache = new Map();
    return {
      client: new CampusClient(),
      toasts: lastingToasts(),
      cache: () => cache,
      router: createMemoryRouter(storyRoutes(pages, publicPages), { initialEntries: [path] }),
    };
  });
  return (
    <ClockContext.Provider value={() => storyNow}>
      <ToastsProvider toasts={story.toasts}>
        <CampusSWRConfig client={story.client} provider={story.cache}>
          <SessionProvider addressSignIn={addressSignIn} storage={localStorage}>
            <PreferencesProvider initialTheme={theme}>
              <FollowToolbarTheme theme={theme} />
              <RouterProvider router={story.router} />
            </PreferencesProvider>
          </SessionProvider>
        </CampusSWRConfig>
      </ToastsProvider>
    </ClockContext.Provider>
  );
}
