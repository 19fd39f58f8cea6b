import { describe, expect, it } from "vitest";
import { languageStorageKey } from "./languages";
import { changeCampusLanguage, languageSettled, loadCampusI18n } from "./load-i18n";

describe("loadCampusI18n", () => {
  it("starts with the strings of its language only, already translating the first render", async () => {
    const i18n = await loadCampusI18n("pl", { storage: localStorage });
    expect(i18n.t("app.loadingScreen")).toBe("Już prawie gotowe! Za chwilę zostaniesz zalogowany.");
    expect(i18n.hasResourceBundle("pl", "translation")).toBe(true);
    expect(i18n.hasResourceBundle("en", "translation")).toBe(false);
  });

  it("loads the other language's strings when the learner switches to it, then stores the choice", async () => {
    const i18n = await loadCampusI18n("pl", { storage: localStorage });
    await changeCampusLanguage(i18n, "en");
    expect(i18n.language).toBe("en");
    expect(i18n.t("app.loadingScreen")).toBe("Almost ready! You will be logged in shortly.");
    expect(localStorage.getItem(languageStorageKey)).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    await changeCampusLanguage(i18n, "pl");
    expect([1, 2, 5].map((count) => i18n.t("common.lessonCount", { count }))).toEqual([
      "1 lekcja",
      "2 lekcje",
      "5 lekcji",
    ]);
  });

  it("says when a switch begun elsewhere has shown, so a message written meanwhile is in the new language", async () => {
    const i18n = await loadCampusI18n("pl", { storage: localStorage });
    await languageSettled(i18n);
    void changeCampusLanguage(i18n, "en");
    expect(i18n.t("session.loginSuccess")).toBe("Zalogowano pomyślnie");
    await languageSettled(i18n);
    expect(i18n.t("session.loginSuccess")).toBe("Login successful");
  });
});
