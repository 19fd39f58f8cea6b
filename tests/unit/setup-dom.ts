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
});
