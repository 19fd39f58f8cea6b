import { describe, expect, it } from "vitest";
import { createCampusI18n } from "./create-i18n";
import { languageStorageKey, resolveLanguage } from "./languages";

const stored = (value: string | null) => ({ getItem: (key: string) => (key === languageStorageKey ? value : null) });

describe("resolveLanguage", () => {
  it("takes pl or en from the lang query parameter first", () => {
    expect(resolveLanguage({ search: "?lang=en", storage: stored("pl") })).toBe("en");
    expect(resolveLanguage({ search: "?x=1&lang=pl", storage: stored("en") })).toBe("pl");
  });

  it("ignores any other lang value and uses the stored language", () => {
    expect(resolveLanguage({ search: "?lang=de", storage: stored("en") })).toBe("en");
    expect(resolveLanguage({ search: "?lang=EN", storage: stored("en") })).toBe("en");
    expect(resolveLanguage({ search: "?lang=", storage: stored("en") })).toBe("en");
  });

  it("defaults to Polish when nothing valid is stored", () => {
    expect(resolveLanguage({ search: "", storage: stored(null) })).toBe("pl");
    expect(resolveLanguage({ search: "", storage: stored("fr") })).toBe("pl");
    expect(resolveLanguage({ search: "?lang=xx", storage: undefined })).toBe("pl");
  });
});

describe("createCampusI18n", () => {
  it("translates from the locale files on the first render, without waiting", () => {
    const i18n = createCampusI18n("pl", { storage: localStorage });
    expect(i18n.t("app.loadingScreen")).toBe("Już prawie gotowe! Za chwilę zostaniesz zalogowany.");
  });

  it("uses Polish plural forms", () => {
    const i18n = createCampusI18n("pl", { storage: localStorage });
    expect([1, 2, 5, 22].map((count) => i18n.t("common.lessonCount", { count }))).toEqual([
      "1 lekcja",
      "2 lekcje",
      "5 lekcji",
      "22 lekcje",
    ]);
  });

  it("stores a changed language and mirrors it on <html lang>", async () => {
    const i18n = createCampusI18n("pl", { storage: localStorage });
    await i18n.changeLanguage("en");
    expect(localStorage.getItem(languageStorageKey)).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    expect(i18n.t("app.loadingScreen")).toBe("Almost ready! You will be logged in shortly.");
  });
});
