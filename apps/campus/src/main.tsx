// First: the Trusted Types policy exists before any library can write markup.
import "./trusted-types";
import { CampusClient } from "@campus/features/api";
import { CampusSWRConfig } from "@campus/features/data";
import { I18nextProvider, loadCampusI18n, loadCampusStrings, resolveLanguage } from "@campus/features/i18n";
import { PreferencesProvider, SessionProvider, takeAddressSignIn } from "@campus/features/session";
import { ToastsProvider } from "@campus/features/toasts";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { campusRoutes } from "./routes";
import "./app.css";

// Hand-off tokens and codes leave the address before anything else runs (SPEC section 4).
const addressSignIn = takeAddressSignIn(window.location, window.history);
const language = resolveLanguage({ search: window.location.search, storage: window.localStorage });
// Only this language's strings, which index.html started loading beside the entry (route-preload.ts): the
// frame's now, the campus's with the shell.
const loadingStrings = loadCampusI18n(language);
document.documentElement.lang = language;
const client = new CampusClient();
// The router starts loading the current route's chunks at once, while the strings arrive; behind the login gate
// only with a session, or one about to start from the address.
const router = createBrowserRouter(
  campusRoutes(
    () => addressSignIn !== null || client.hasSession(),
    async (part) => loadCampusStrings(await loadingStrings, part),
  ),
);
const i18n = await loadingStrings;

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");
const reactRoot = createRoot(root);
// In a transition, React renders the boot screen and its providers in slices the browser can interrupt rather
// than in one task (about 100 ms on a phone); index.html already shows the same screen meanwhile.
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ToastsProvider>
          <CampusSWRConfig client={client}>
            <SessionProvider addressSignIn={addressSignIn}>
              <PreferencesProvider>
                <RouterProvider router={router} />
              </PreferencesProvider>
            </SessionProvider>
          </CampusSWRConfig>
        </ToastsProvider>
      </I18nextProvider>
    </StrictMode>,
  ),
);
