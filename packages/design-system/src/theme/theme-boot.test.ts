import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import {
  applyTheme,
  bootTheme,
  darkModeStorageKey,
  readStoredTheme,
  storeTheme,
  themeBootScript,
  themeBootScriptHash,
} from "./theme-boot";

afterEach(() => {
  delete document.documentElement.dataset.theme;
  localStorage.removeItem(darkModeStorageKey);
});

describe("theme boot", () => {
  it("starts light when nothing is stored", () => {
    expect(readStoredTheme(localStorage)).toBe("light");
  });

  it("reads the stored dark-mode flag as the high-contrast theme", () => {
    storeTheme("high-contrast", localStorage);
    expect(localStorage.getItem(darkModeStorageKey)).toBe("true");
    expect(readStoredTheme(localStorage)).toBe("high-contrast");
    storeTheme("light", localStorage);
    expect(localStorage.getItem(darkModeStorageKey)).toBe("false");
    expect(readStoredTheme(localStorage)).toBe("light");
  });

  it("falls back to light when storage throws", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readStoredTheme(blocked)).toBe("light");
  });

  it("applies the theme as data-theme on the root", () => {
    applyTheme("high-contrast");
    expect(document.documentElement.dataset.theme).toBe("high-contrast");
  });

  it("ships a self-contained inline script that applies the stored theme before first paint", () => {
    localStorage.setItem(darkModeStorageKey, "true");
    new Function(themeBootScript)();
    expect(document.documentElement.dataset.theme).toBe("high-contrast");
    localStorage.setItem(darkModeStorageKey, "false");
    new Function(themeBootScript)();
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("runs the same as bootTheme, for pages that boot from a module", () => {
    localStorage.setItem(darkModeStorageKey, "true");
    bootTheme();
    expect(document.documentElement.dataset.theme).toBe("high-contrast");
  });

  it("exports the SHA-256 of the boot script as the CSP source that allows it", () => {
    const digest = createHash("sha256").update(themeBootScript, "utf8").digest("base64");
    expect(themeBootScriptHash).toBe(`sha256-${digest}`);
  });
});
