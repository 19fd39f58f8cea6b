import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What importing the design system's react-aria asks of Intl, in a fresh Node process (run from the design
 * system, where its dependencies resolve): a page's first date or number formatter loads the browser's data for
 * it, and a first `Intl.Locale#maximize` the likely-subtags data, tens of milliseconds each on a phone, so no
 * module may do either when it is imported (pnpm-workspace.yaml's patched dependencies). Formatting and the
 * text direction of a locale still work as before.
 */
const probe = `
const made = { dateFormats: 0, numberFormats: 0, supportedLocalesOf: 0, maximize: 0 };
const count = (Type, key) => new Proxy(Type, { construct: (target, args) => { made[key]++; return new target(...args); } });
Intl.DateTimeFormat = count(Intl.DateTimeFormat, "dateFormats");
Intl.NumberFormat = count(Intl.NumberFormat, "numberFormats");
const supportedLocalesOf = Intl.DateTimeFormat.supportedLocalesOf;
Intl.DateTimeFormat.supportedLocalesOf = (...args) => { made.supportedLocalesOf++; return supportedLocalesOf(...args); };
const maximize = Intl.Locale.prototype.maximize;
Intl.Locale.prototype.maximize = function () { made.maximize++; return maximize.call(this); };
await import("react-aria-components");
const atImport = { ...made };
const { createRequire } = await import("node:module");
const fromAria = createRequire(createRequire(import.meta.url).resolve("react-aria-components"));
const { NumberFormatter } = fromAria(fromAria.resolve("@internationalized/number"));
const signed = new NumberFormatter("pl-PL", { signDisplay: "always" }).format(3);
const { createElement } = await import("react");
const { renderToString } = await import("react-dom/server");
const { I18nProvider, useLocale } = await import("react-aria-components");
const Direction = () => useLocale().direction;
const locales = ["pl-PL", "en", "ar", "he", "pa-PK", "pa", "az-Arab", "ug", "sr-Latn", "en-Arab"];
const directions = Object.fromEntries(locales.map((locale) =>
  [locale, renderToString(createElement(I18nProvider, { locale }, createElement(Direction)))]));
// react-aria's own answer before the patch: the text info of the maximized tag.
const textInfo = (locale) => (typeof locale.getTextInfo === "function" ? locale.getTextInfo() : locale.textInfo);
const before = Object.fromEntries(locales.map((locale) => [locale, textInfo(maximize.call(new Intl.Locale(locale))).direction]));
console.log(JSON.stringify({ atImport, signed, directions, before }));
`;

describe("importing react-aria", () => {
  it("makes no date or number formatter nor maximizes a locale; signed numbers and text directions as before", () => {
    const output = execFileSync(process.execPath, ["--input-type=module", "--eval", probe], {
      cwd: resolve(import.meta.dirname, "../../packages/design-system"),
      encoding: "utf8",
    });
    const { atImport, signed, directions, before } = JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
    expect(atImport).toEqual({ dateFormats: 0, numberFormats: 0, supportedLocalesOf: 0, maximize: 0 });
    expect(signed).toBe("+3");
    expect(directions).toEqual(before);
    expect(directions).toMatchObject({ "pl-PL": "ltr", en: "ltr", ar: "rtl", he: "rtl", "pa-PK": "rtl", pa: "ltr" });
  });
});
