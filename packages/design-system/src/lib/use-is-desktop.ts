import { useSyncExternalStore } from "react";
import { desktopMediaQuery } from "../theme/constants";

function subscribe(onChange: () => void): () => void {
  if (typeof window === "undefined" || !window.matchMedia) return () => {};
  const query = window.matchMedia(desktopMediaQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function isDesktop(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia && window.matchMedia(desktopMediaQuery).matches;
}

/** Whether the desktop shell (1300px and wider) is showing; false on the server and where matchMedia is missing. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, () => false);
}
