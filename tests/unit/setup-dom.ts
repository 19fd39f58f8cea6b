import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// The test files of a worker share one jsdom (vitest.config.ts: `isolate: false`), so each test leaves it
// as it found it: nothing rendered, nothing stored, no cookies, the address at its start.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this only expires test cookies.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, "", "/");
  // react-aria announces through live regions it appends to the body once and keeps (a pending button that
  // has focus announces itself for seven seconds); their messages would outlive the test and show up in the
  // next file's queries, so they go too.
  for (const region of document.querySelectorAll("[data-live-announcer] [aria-live]")) region.replaceChildren();
});
