import { describe, expect, it } from "vitest";
import { chosenByAddress, preferencesAtSignIn } from "./preferences-at-sign-in";

const local = { language: "pl", theme: "light" } as const;

describe("preferencesAtSignIn", () => {
  it("applies the account's choices on a device that made none (a sign-in on another device)", () => {
    expect(preferencesAtSignIn({ language: "en", theme: "high-contrast" }, local, {})).toEqual({
      apply: { language: "en", theme: "high-contrast" },
      save: {},
    });
  });

  it("saves this device's choices for an account that has none yet", () => {
    expect(preferencesAtSignIn({ language: null, theme: null }, local, {})).toEqual({
      apply: {},
      save: { language: "pl", theme: "light" },
    });
  });

  it("keeps a choice made on the login page just before signing in, and saves it for the account", () => {
    expect(
      preferencesAtSignIn({ language: "pl", theme: "light" }, { language: "en", theme: "light" }, { language: true }),
    ).toEqual({
      apply: { theme: "light" },
      save: { language: "en" },
    });
  });

  it("saves nothing when both copies agree", () => {
    expect(preferencesAtSignIn({ language: "pl", theme: "light" }, local, { theme: true })).toEqual({
      apply: { language: "pl" },
      save: {},
    });
  });
});

describe("chosenByAddress", () => {
  it("takes a valid lang in the address for this device's choice, which then wins over the account's", () => {
    expect(chosenByAddress("?lang=en")).toEqual({ language: true });
    expect(chosenByAddress("?x=1&lang=pl")).toEqual({ language: true });
    expect(
      preferencesAtSignIn(
        { language: "pl", theme: "light" },
        { language: "en", theme: "light" },
        chosenByAddress("?lang=en"),
      ),
    ).toEqual({ apply: { theme: "light" }, save: { language: "en" } });
  });

  it("ignores an address without lang, or with a language the campus does not speak", () => {
    expect(chosenByAddress("")).toEqual({});
    expect(chosenByAddress("?lang=de")).toEqual({});
    expect(chosenByAddress("?lang=")).toEqual({});
  });
});
