import type { Certificate } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { linkedInAddress } from "./linkedin";

const certificate: Certificate = {
  id: "7K3QW9ZB2M4XH8TNC6RV1PJD5F",
  holderName: "Żaneta Gęślą",
  courseTitle: "Wprowadzenie do AI & etyka",
  lang: "pl",
  issuedOn: "2026-03-09",
  issuer: "Campus AI",
  status: "valid",
  revokedReason: null,
  revokedAt: null,
  verifyUrl: "https://campus.example/verify/7K3QW9ZB2M4XH8TNC6RV1PJD5F",
};

describe("the LinkedIn add-to-profile address", () => {
  it("fills the certification's name, issuer, month, public page and id", () => {
    const url = new URL(linkedInAddress(certificate));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Wprowadzenie do AI & etyka",
      organizationName: "Campus AI",
      issueYear: "2026",
      issueMonth: "3",
      certUrl: "https://campus.example/verify/7K3QW9ZB2M4XH8TNC6RV1PJD5F",
      certId: "7K3QW9ZB2M4XH8TNC6RV1PJD5F",
    });
  });

  it("keeps the course's title whole, however it is spelled", () => {
    expect(linkedInAddress(certificate)).toContain("name=Wprowadzenie+do+AI+%26+etyka");
  });
});
