import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api";
import { resources } from "../../i18n";
import {
  linkCheckErrorMessage,
  refusedPasswordReason,
  resetRequestErrorMessage,
  setPasswordErrorMessage,
} from "./password-errors";

const i18n = createInstance();
void i18n.init({ lng: "pl", resources, initAsync: false });
const en = createInstance();
void en.init({ lng: "en", resources, initAsync: false });

describe("asking for a reset link", () => {
  it("says when to try again after too many asks, in whole minutes with Polish plurals", () => {
    const tooMany = (seconds?: number) => new ApiError("requestPasswordReset", 429, "Too many", "http", {}, seconds);
    expect(resetRequestErrorMessage(tooMany(30), i18n.t)).toMatch(/za 1 minutę\.$/);
    expect(resetRequestErrorMessage(tooMany(180), i18n.t)).toMatch(/za 3 minuty\.$/);
    expect(resetRequestErrorMessage(tooMany(3600), i18n.t)).toMatch(/za 60 minut\.$/);
    expect(resetRequestErrorMessage(tooMany(), i18n.t)).toMatch(/za 1 minutę\.$/);
  });

  it("names a malformed address as the login form does, and anything else as a failure to send", () => {
    expect(resetRequestErrorMessage(new ApiError("requestPasswordReset", 400, "body/email"), i18n.t)).toBe(
      "Wpisz poprawny adres e-mail, np. anna@firma.pl.",
    );
    expect(resetRequestErrorMessage(new ApiError("requestPasswordReset", 0, "offline", "network"), i18n.t)).toBe(
      "Nie udało się wysłać linku. Sprawdź połączenie i spróbuj ponownie.",
    );
  });
});

describe("choosing a password", () => {
  it("reads the server's reason for a refused password", () => {
    expect(refusedPasswordReason("The password must be at least 12 characters long.")).toBe("tooShort");
    expect(refusedPasswordReason("Password too short")).toBe("tooShort");
    expect(refusedPasswordReason("This password is too common: choose another.")).toBe("common");
    expect(refusedPasswordReason("body/password must NOT have more than 200 characters")).toBeNull();
  });

  it("says the reason in the learner's language, or a general refusal", () => {
    const refused = (message: string) => new ApiError("setPassword", 400, message);
    expect(setPasswordErrorMessage(refused("Password too short"), i18n.t)).toBe(
      "Hasło jest za krótkie: musi mieć co najmniej 12 znaków.",
    );
    expect(setPasswordErrorMessage(refused("A common password"), en.t)).toBe(
      "This password is too common and easy to guess. Choose another one.",
    );
    expect(setPasswordErrorMessage(refused("Something else"), i18n.t)).toBe(
      "Nie można ustawić tego hasła. Wybierz inne.",
    );
  });

  it("says a deactivated account, too many tries, and any other failure", () => {
    expect(setPasswordErrorMessage(new ApiError("setPassword", 401, "Account deactivated"), i18n.t)).toMatch(
      /^To konto jest wyłączone\./,
    );
    expect(setPasswordErrorMessage(new ApiError("setPassword", 429, "Too many", "http", {}, 120), i18n.t)).toMatch(
      /za 2 minuty\.$/,
    );
    expect(setPasswordErrorMessage(new ApiError("setPassword", 503, "Busy"), i18n.t)).toBe(
      "Nie udało się zapisać hasła. Sprawdź połączenie i spróbuj ponownie.",
    );
  });
});

describe("checking a link", () => {
  it("says when to try again after too many tries from this network, or to check the connection", () => {
    expect(linkCheckErrorMessage(new ApiError("passwordLink", 429, "Too many", "http", {}, 300), i18n.t)).toBe(
      "Zbyt wiele prób. Spróbuj ponownie za 5 minut.",
    );
    expect(linkCheckErrorMessage(new ApiError("passwordLink", 0, "offline", "network"), i18n.t)).toBe(
      "Sprawdź połączenie i spróbuj ponownie.",
    );
  });
});
