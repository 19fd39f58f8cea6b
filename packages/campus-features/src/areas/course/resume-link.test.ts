import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../../i18n";
import { fixtures } from "../../testing";
import { resumeLink } from "./resume-link";

const i18n = createInstance();
void i18n.init({ lng: "pl", resources, initAsync: false });
const options = { search: new URLSearchParams("tools=paid"), t: i18n.t };

describe("resumeLink", () => {
  it("opens the server's position with its video time, keeping the address's other parameters", () => {
    expect(resumeLink(fixtures.courseIntro, fixtures.progressStarted, null, options)).toEqual({
      target: { lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s1", videoSeconds: 192 },
      href: "/course/c-intro?tools=paid&lesson=c-intro-l4&sublesson=c-intro-l4-s1",
      description: "Wrócisz do lekcji: Dobre pytania do modelu (od 3:12)",
    });
  });

  it("says no time for a lesson opened at its start", () => {
    const link = resumeLink(fixtures.courseIntro, fixtures.progressJoined, null, options);
    expect(link?.href).toBe("/course/c-intro?tools=paid&lesson=c-intro-l1");
    expect(link?.description).toBe("Wrócisz do lekcji: Czym jest sztuczna inteligencja?");
  });

  it("is null for a course not joined", () => {
    expect(resumeLink(fixtures.courseIntro, null, null, options)).toBeNull();
  });
});
