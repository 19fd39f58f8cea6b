import { afterEach, describe, expect, it } from "vitest";
import { languageBootScript } from "./language-boot";
import { languageStorageKey, resolveLanguage } from "./languages";

/** Runs the boot script in this document at an address's query, with a stored language or none. */
function boot(search: string, stored: string | null): string {
  window.history.replaceState(null, "", `/login${search}`);
  if (stored === null) localStorage.removeItem(languageStorageKey);
  else localStorage.setItem(languageStorageKey, stored);
  document.documentElement.lang = "xx";
  new Function(languageBootScript)();
  return document.documentElement.lang;
}

describe("the language boot script", () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it.each([
    ["", null],
    ["", "en"],
    ["", "pl"],
    ["", "de"],
    ["?lang=en", null],
    ["?lang=pl", "en"],
    ["?lang=fr", "en"],
    ["?lang=fr", null],
    ["?other=1&lang=en", "pl"],
  ])("sets <html lang> as resolveLanguage decides (query %j, stored %j)", (search, stored) => {
    const booted = boot(search, stored);
    expect(booted).toBe(resolveLanguage({ search, storage: localStorage }));
  });
});
