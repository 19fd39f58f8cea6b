import en from "@campus/locales/en.json";
import pl from "@campus/locales/pl.json";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createCampusI18n } from "../i18n";
import { BootScreen } from "./boot-screen";
import { bootScreenHtml } from "./boot-screen-markup";

describe("the loading screen of index.html", () => {
  const html = bootScreenHtml({ pl: pl.app.loadingScreen, en: en.app.loadingScreen });

  it("is what the app's first render draws, in each language, so nothing moves when the scripts take over", () => {
    for (const language of ["pl", "en"] as const) {
      const i18n = createCampusI18n(language);
      const rendered = renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <BootScreen />
        </I18nextProvider>,
      );
      const other = language === "pl" ? "en" : "pl";
      const painted = html
        .replace(/ data-boot-screen/, "")
        .replace(new RegExp(`<p [^>]*data-boot-language="${other}"[^>]*>[^<]*</p>`), "")
        .replace(/ lang="\w+" data-boot-language="\w+"/, "");
      expect(painted).toBe(rendered);
    }
  });

  it("says its message in both languages, each marked with its language, escaped as HTML", () => {
    expect(html).toContain('lang="pl" data-boot-language="pl">Już prawie gotowe! Za chwilę zostaniesz zalogowany.</p>');
    expect(html).toContain('lang="en" data-boot-language="en">Almost ready! You will be logged in shortly.</p>');
    expect(bootScreenHtml({ pl: "<b>&</b>", en: '"' })).toContain(">&lt;b&gt;&amp;&lt;/b&gt;</p>");
  });
});
