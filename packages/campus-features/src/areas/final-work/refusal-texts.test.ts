import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../../i18n";
import { refusalTexts } from "./refusal-texts";

const inLanguage = (lng: "pl" | "en") => {
  const i18n = createInstance();
  void i18n.init({ lng, resources, initAsync: false });
  return i18n.t;
};

describe("the server's refusals of an answer", () => {
  const errors = {
    "https://vimeo.com/about": "This Vimeo link does not point to a video.",
    files: "File film.pdf is too large. Maximum size is 5MB",
    text: "This task takes only: links.",
    later: "Something a newer server says.",
  };
  const refusals = {
    "https://vimeo.com/about": { code: "vimeoNotVideo" as const },
    files: { code: "fileTooLarge" as const, fileName: "film.pdf", max: 5 },
    text: { code: "notTaken" as const, answerTypes: ["links" as const] },
  };

  it("are said in Polish from their codes, never in the server's English", () => {
    expect(refusalTexts(errors, refusals, inLanguage("pl"))).toEqual({
      "https://vimeo.com/about": "Ten link do Vimeo nie prowadzi do filmu.",
      files: "Plik film.pdf jest za duży. Maksymalny rozmiar to 5MB",
      text: "To zadanie przyjmuje tylko: linki.",
      later: "Ta część odpowiedzi nie została przyjęta. Sprawdź ją i wyślij ponownie.",
    });
  });

  it("and in English", () => {
    const texts = refusalTexts(errors, refusals, inLanguage("en"));
    expect(texts.files).toBe("File film.pdf is too large. Maximum size is 5MB");
    expect(texts["https://vimeo.com/about"]).toBe("This Vimeo link does not point to a video.");
    expect(texts.later).toBe("This part of the answer was not accepted. Check it and send it again.");
  });
});
