import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api";
import { resources } from "../../i18n";
import { signInErrorMessage } from "./sign-in-error";

const i18n = createInstance();
void i18n.init({ lng: "pl", resources, initAsync: false });

describe("signInErrorMessage", () => {
  it("says the email or password is wrong on a refused sign-in", () => {
    expect(signInErrorMessage(new ApiError("authorize", 401, "Wrong email or password."), i18n.t)).toBe(
      "Nieprawidłowy adres e-mail lub hasło.",
    );
  });

  it("says when to try again after too many attempts, in whole minutes with Polish plurals", () => {
    const tooMany = (seconds: number) => new ApiError("authorize", 429, "Too many", "http", {}, seconds);
    expect(signInErrorMessage(tooMany(30), i18n.t)).toMatch(/za 1 minutę\.$/);
    expect(signInErrorMessage(tooMany(130), i18n.t)).toMatch(/za 3 minuty\.$/);
    expect(signInErrorMessage(tooMany(900), i18n.t)).toMatch(/za 15 minut\.$/);
  });

  it("asks to try again in a moment when the server is busy checking other sign-ins", () => {
    expect(signInErrorMessage(new ApiError("authorize", 503, "Too many sign-ins at once", "http", {}, 2), i18n.t)).toBe(
      "Właśnie loguje się bardzo wiele osób. Spróbuj ponownie za chwilę.",
    );
  });

  it("falls back to a general message for anything else", () => {
    expect(signInErrorMessage(new ApiError("authorize", 0, "offline", "network"), i18n.t)).toBe(
      "Nie udało się zalogować. Sprawdź połączenie i spróbuj ponownie.",
    );
  });
});
