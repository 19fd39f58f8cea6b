import { pagePaths } from "@campus/contract";
import { I18nProvider, Toaster } from "@campus/design-system";
import { useEffect } from "react";
import { RouterProvider } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useHref, useNavigate } from "react-router";
import { useCampusClient } from "../data";
import { useToasts } from "../toasts";
import { Announcer } from "./announcer";
import { useRouteArrival } from "./route-arrival";
import { scrollKey } from "./scroll-key";

/** An address of another site (the footer's, the account pages, the university) or another scheme. */
export const isExternalAddress = (href: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);

/**
 * The `href` of a design-system link: the router's for the campus's own paths; another site's address as it
 * is (the router would read it as a path and make `/https:/…` of it).
 */
function useLinkHref(href: string): string {
  const routed = useHref(isExternalAddress(href) ? "/" : href);
  return isExternalAddress(href) ? href : routed;
}

/**
 * The root of every page, signed in or not: design-system links navigate through the router, built-in
 * labels follow the interface language, the toast region sits bottom right, scroll positions are kept
 * per path, a 404 from the API leads to the not-found page, and a page that replaces another takes focus to its
 * heading or has its title announced (one polite region for the campus's announcements).
 */
export function CampusFrame() {
  return (
    <Announcer>
      <FrameContent />
    </Announcer>
  );
}

function FrameContent() {
  const navigate = useNavigate();
  const client = useCampusClient();
  const toasts = useToasts();
  const { t, i18n } = useTranslation();
  useRouteArrival();

  useEffect(
    () =>
      client.subscribe((event) => {
        if (event.type === "not-found") void navigate(pagePaths.notFound, { replace: true });
      }),
    [client, navigate],
  );

  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
      <I18nProvider locale={i18n.language === "en" ? "en-GB" : "pl-PL"}>
        <Outlet />
        <Toaster
          queue={toasts.queue}
          closeLabel={t("shell.toasts.close")}
          regionLabel={t("shell.toasts.region")}
          // Above the mobile bottom bar; bottom right from the desktop breakpoint (SPEC section 2).
          className="bottom-[calc(var(--spacing-bottom-bar)+1rem)] desktop:bottom-4"
        />
      </I18nProvider>
      <ScrollRestoration getKey={scrollKey} />
    </RouterProvider>
  );
}
