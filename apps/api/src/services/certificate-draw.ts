import type { CertificateImage } from "./certificate-layout.js";
import { certificatePdf, certificatePng } from "./certificate-render.js";

/** The certificate worker's task (certificate.ts's pool runs it in a thread): one certificate as PNG bytes. */
export default function draw(image: CertificateImage): Promise<Uint8Array> {
  return certificatePng(image);
}

/** The worker's other task (run by name): the same certificate as a PDF for printing. */
export function pdf(image: CertificateImage): Promise<Uint8Array> {
  return certificatePdf(image);
}
