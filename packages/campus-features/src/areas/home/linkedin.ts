import type { Certificate } from "@campus/contract";

/**
 * LinkedIn's "Add to profile" address for a certification: the profile's form opens filled in with the
 * certificate's name (the course), its issuer, the month it was issued, its public page and its id, so the
 * learner only confirms. Parameters as LinkedIn's Add to Profile documents them; issueMonth counts from 1.
 */
export function linkedInAddress(certificate: Certificate): string {
  const [year = "", month = ""] = certificate.issuedOn.split("-");
  const query = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: certificate.courseTitle,
    organizationName: certificate.issuer,
    issueYear: year,
    issueMonth: String(Number(month)),
    certUrl: certificate.verifyUrl,
    certId: certificate.id,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
