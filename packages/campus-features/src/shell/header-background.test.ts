import { describe, expect, it } from "vitest";
import { headerBandFor } from "./header-background";

describe("headerBandFor", () => {
  it.each([
    ["/", 469, 442],
    ["/programs", 469, 442],
    ["/course/c-intro", 600, 540],
    ["/course-test/c-intro", 600, 540],
    ["/course-final-work/c-final", 600, 540],
    ["/community", 600, 980],
    ["/tools", 600, 540],
    ["/program/p-foundations", 600, 540],
  ])("%s has a %ipx desktop and %ipx mobile band", (path, desktop, mobile) => {
    expect(headerBandFor(path)).toEqual({ desktopHeight: desktop, mobileHeight: mobile, fullHeight: false });
  });

  it("fills the screen on the not-found page, at /404 and at any unknown path", () => {
    expect(headerBandFor("/404").fullHeight).toBe(true);
    expect(headerBandFor("/no-such-page", { isNotFound: true }).fullHeight).toBe(true);
  });
});
