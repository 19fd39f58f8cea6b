import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useAnnounce } from "./announcer";

/** How long a page may load before its title is announced instead of waiting in silence for its heading. */
export const ANNOUNCE_AFTER_MS = 500;
/** How long a page is watched for its heading before the campus gives up on moving focus. */
export const GIVE_UP_AFTER_MS = 10_000;
/** How long focus, once on the heading, is kept there against a menu or drawer handing it back to its button. */
const SETTLE_MS = 400;
const TICK_MS = 40;

/** The title of the document before any page gave it one (index.html's), read once. */
const bareTitle = typeof document === "undefined" ? "" : document.title;

export interface ArrivalOptions {
  announce: (message: string) => void;
  /** What had focus as the page changed (a link, a menu item, the menu's button); by default what has it now. */
  ledHere?: Element | null;
  announceAfterMs?: number;
  giveUpAfterMs?: number;
}

/**
 * A page has just replaced another (WCAG 2.4.3, 4.1.3): focus goes to its h1 as soon as the page has one and is
 * no longer loading (nothing in it `aria-busy`), so keyboard and screen-reader users start on the new page
 * rather than on `<body>` or on the menu button that led there. A page still loading after a moment has its
 * title announced politely meanwhile. Focus the page gives itself (a field of its own) is left where it is and
 * the title announced; a key press or click of the learner's ends the watch. Returns a cancel function.
 */
export function arriveOnPage(
  doc: Document,
  {
    announce,
    ledHere = doc.activeElement,
    announceAfterMs = ANNOUNCE_AFTER_MS,
    giveUpAfterMs = GIVE_UP_AFTER_MS,
  }: ArrivalOptions,
) {
  const startedAt = Date.now();
  let hasAnnounced = false;
  let focusedAt: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isOver = false;

  const stop = () => {
    isOver = true;
    clearTimeout(timer);
    doc.removeEventListener("keydown", onLearnerAct, true);
    doc.removeEventListener("pointerdown", onLearnerAct, true);
  };
  // The learner acting again decides where they are; the campus no longer moves focus for them.
  const onLearnerAct = () => stop();
  doc.addEventListener("keydown", onLearnerAct, true);
  doc.addEventListener("pointerdown", onLearnerAct, true);

  const announceTitle = () => {
    if (hasAnnounced || doc.title === "" || doc.title === bareTitle) return;
    hasAnnounced = true;
    announce(doc.title);
  };

  const tick = () => {
    if (isOver) return;
    const now = Date.now();
    const page = doc.querySelector("main");
    const heading = (page ?? doc).querySelector<HTMLElement>("h1");
    const active = doc.activeElement;
    if (focusedAt !== null && heading) {
      // A closing menu or drawer hands focus back to its button a frame later: the heading keeps it.
      if (active !== heading && !page?.contains(active)) heading.focus({ preventScroll: true });
      if (now - focusedAt >= SETTLE_MS) return stop();
    } else {
      const pageTookFocus =
        active !== null &&
        active !== doc.body &&
        active !== ledHere &&
        active !== page &&
        active !== heading &&
        page?.contains(active);
      if (pageTookFocus) {
        announceTitle();
        return stop();
      }
      const isLoading = (page ?? doc.body).querySelector('[aria-busy="true"]') !== null;
      if (heading && (active === heading || !isLoading)) {
        if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
        if (active !== heading) heading.focus({ preventScroll: true });
        focusedAt = now;
      } else if (now - startedAt >= announceAfterMs) {
        announceTitle();
      }
      if (focusedAt === null && now - startedAt >= giveUpAfterMs) return stop();
    }
    timer = setTimeout(tick, TICK_MS);
  };
  tick();
  return stop;
}

/**
 * Whether the learner has pressed a key or a pointer since the campus started. Until then every change of path
 * is part of opening the first page (a gate's redirect to /login or /onboarding, a 404 sent to the not-found
 * page), where the browser's own start at the top stays.
 */
let hasLearnerActed = false;
function noteLearnerActs() {
  if (typeof document === "undefined" || hasLearnerActed) return;
  const acted = () => {
    hasLearnerActed = true;
    document.removeEventListener("keydown", acted, true);
    document.removeEventListener("pointerdown", acted, true);
  };
  document.addEventListener("keydown", acted, true);
  document.addEventListener("pointerdown", acted, true);
}

/**
 * Runs `arriveOnPage` whenever the path changes once the learner has acted, not on the page the campus opened on
 * (nor its redirects) and not when only the query changes (a filter, a page number, a lesson of the same
 * course, which moves focus itself).
 */
export function useRouteArrival() {
  const announce = useAnnounce();
  const { pathname } = useLocation();
  const shownPath = useRef<string | null>(null);
  const arrivingAt = useRef<string | null>(null);
  const ledHere = useRef<Element | null>(null);
  // Noted while rendering, before the new page is in the document: so what had focus then is what led here
  // (focus the new page gives itself as it mounts is its own), and a re-run of the effect (React's strict
  // mode) still knows the page is new.
  if (shownPath.current !== pathname) {
    if (shownPath.current !== null && hasLearnerActed) {
      arrivingAt.current = pathname;
      ledHere.current = typeof document === "undefined" ? null : document.activeElement;
    }
    shownPath.current = pathname;
  }
  useEffect(() => noteLearnerActs(), []);
  useEffect(() => {
    if (arrivingAt.current !== pathname) return;
    const cancel = arriveOnPage(document, { announce, ledHere: ledHere.current });
    return () => cancel();
  }, [pathname, announce]);
}
