import { describe, expect, it } from "vitest";
import { languageStorageKey } from "./languages";
import { changeCampusLanguage, languageSettled, loadCampusI18n, loadCampusStrings } from "./load-i18n";

describe("loadCampusI18n", () => {
  it("starts with the frame's strings of its language only, already translating the first render", async () => {
    const i18n = await loadCampusI18n("pl", { storage: localStorage });
    expect(i18n.t("app.loadingScreen")).toBe("Już prawie gotowe! Za chwilę zostaniesz zalogowany.");
    expect(i18n.t("shell.toasts.close")).toBe("Zamknij komunikat");
    expect(i18n.exists("tools.title")).toBe(false);
    expect(i18n.hasResourceBundle("en", "translation")).toBe(false);
  });

  it("adds the campus's strings for the shell, beside the frame's of the same group", async () => {
    const i18n = await loadCampusI18n("pl", { storage: localStorage });
    await loadCampusStrings(i18n);
    expect(i18n.t("tools.title")).toBe("Narzędzia AI");
    expect(i18n.t("shell.toasts.close")).toBe("Zamknij komunikat");
    expect(i18n.exists("shell.skipToContent")).toBe(true);
  });

  it("brings both parts of the other language on a switch once the shell has its strings, the frame's alone before", async () => {
    const beforeShell = await loadCampusI18n("pl", { storage: localStorage });
    await changeCampusLanguage(beforeShell, "en");
    expect(beforeShell.t("login.title")).not.toBe("login.title");
    expect(beforeShell.exists("tools.title")).toBe(false);
    const inShell = await loadCampusI18n("pl", { storage: localStorage });
    await loadCampusStrings(inShell);
    await changeCampusLanguage(inShell, "en");
    expect(inShell.t("tools.title")).toBe("AI tools");
    expect(inShell.t("app.loadingScreen")).toBe("Almost ready! You will be logged in shortly.");
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
