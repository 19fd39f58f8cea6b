import { describe, expect, it } from "vitest";
import { isExternalAddress } from "./campus-frame";

describe("isExternalAddress", () => {
  it("knows another site's address, whatever its scheme", () => {
    expect(isExternalAddress("https://campusai.example/regulamin")).toBe(true);
    expect(isExternalAddress("http://example.com")).toBe(true);
    expect(isExternalAddress("//cdn.example.com/file.pdf")).toBe(true);
    expect(isExternalAddress("mailto:pomoc@campusai.example")).toBe(true);
  });

  it("leaves the campus's own paths to the router", () => {
    expect(isExternalAddress("/course/c-intro")).toBe(false);
    expect(isExternalAddress("/")).toBe(false);
    expect(isExternalAddress("programs")).toBe(false);
    expect(isExternalAddress("#main-content")).toBe(false);
  });
});
