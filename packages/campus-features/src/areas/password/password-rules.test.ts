import { PASSWORD_MIN_LENGTH } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { brokenRule, checkPassword, isCommonPassword } from "./password-rules";

const met = (password: string, refused?: ReadonlySet<string>) =>
  Object.fromEntries(checkPassword(password, refused).map(({ rule, met }) => [rule, met]));

describe("the password rules", () => {
  it("meet none while nothing is typed", () => {
    expect(met("")).toEqual({ length: false, common: false });
    expect(brokenRule("")).toBe("length");
  });

  it("count characters, not code units, up to the contract's minimum", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(met("krótkie-hasł").length).toBe(true);
    expect(met("krótkie-has").length).toBe(false);
    // Eleven emoji are 22 UTF-16 units but eleven characters.
    expect(met("🙂".repeat(11)).length).toBe(false);
    expect(met("🙂".repeat(12)).length).toBe(true);
  });

  it("refuse the passwords everybody tries first, in any letter case", () => {
    for (const common of [
      "123456789012",
      "Password1234",
      "QWERTYQWERTY",
      "aaaaaaaaaaaa",
      "987654321098",
      "890123456789",
    ]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    expect(met("Password1234")).toEqual({ length: true, common: false });
    expect(brokenRule("Password1234")).toBe("common");
  });

  it("accept a long password that is nobody's first guess", () => {
    for (const fine of ["zielony-kot-pije-mleko", "135792468024", "Kwiecień2026!x"]) {
      expect(isCommonPassword(fine), fine).toBe(false);
      expect(brokenRule(fine), fine).toBeNull();
    }
  });

  it("take the server's word that a password is common, for that password only", () => {
    const refused = new Set(["Wiosna2026!!"]);
    expect(met("Wiosna2026!!", refused).common).toBe(false);
    expect(met("Wiosna2026!!x", refused).common).toBe(true);
  });
});
