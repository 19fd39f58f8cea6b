import { resolve } from "node:path";
import pl from "@campus/locales/pl.json";
import { describe, expect, it } from "vitest";
import { productSources, unusedKeys } from "./locale-usage";

const root = resolve(import.meta.dirname, "../..");

describe("locale keys", () => {
  it("are each said somewhere in the campus (pl.json has the keys en.json has: the parity test)", () => {
    const sources = productSources([
      resolve(root, "packages/campus-features/src"),
      resolve(root, "apps/campus/src"),
      // The mails the server sends say the strings under `mail`.
      resolve(root, "apps/api/src/mail"),
    ]);
    expect(unusedKeys(pl, sources)).toEqual([]);
  });
});

describe("the usage check", () => {
  const locale = {
    theme: { highContrast: "Wysoki kontrast", dark: "Tryb ciemny" },
    lessons: { count_one: "{{count}} lekcja", count_few: "{{count}} lekcje" },
    steps: { welcome: { title: "Witaj" } },
    nested: { a: "A", b: "$t(nested.a) i B" },
  };

  it("reports a key no source asks for, and accepts one asked for whole, by a template prefix or by $t()", () => {
    // A source asking by a template, written here without one.
    const template = ["t(`steps.$", "{step}.title`)"].join("");
    const sources = `t("theme.highContrast"); t(\`lessons.count\`, { count }); ${template}; t("nested.b")`;
    expect(unusedKeys(locale, sources)).toEqual(["theme.dark"]);
  });

  it("does not take a longer key or a key's prefix for the key", () => {
    expect(unusedKeys({ a: { b: "B" } }, 't("a.bc"); t("a")')).toEqual(["a.b"]);
  });
});
