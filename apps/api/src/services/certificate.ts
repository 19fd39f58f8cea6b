import { availableParallelism } from "node:os";
import type { Certificate } from "@campus/contract";
import { Piscina } from "piscina";
import type { CertificateImage } from "./certificate-layout.js";

export type { CertificateImage } from "./certificate-layout.js";

/*
 * Certificates are drawn (certificate-render.ts: satori lays the page out, resvg rasterises it) in worker threads,
 * so that the tens of milliseconds a drawing takes never hold up the server's event loop: requests keep being
 * answered while 20 learners download their certificates at once.
 */

let pool: Piscina | undefined;

function workers(): Piscina {
  pool ??= new Piscina({
    filename: new URL("./certificate-worker.mjs", import.meta.url).href,
    // Drawing is CPU-bound: more threads than cores only queue the same work; one core stays for the server.
    maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    minThreads: 0,
    // A thread loads fonts and code once (about half a second); it is kept a while for the next download.
    idleTimeout: 60_000,
  });
  return pool;
}

/** The certificate as PNG bytes, drawn off the event loop. */
export async function drawCertificate(image: CertificateImage): Promise<Buffer> {
  const png: Uint8Array = await workers().run(image);
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}

/** Ends the drawing threads (the server's close). */
export async function closeCertificateWorkers(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}

const TEXT = {
  pl: {
    heading: "Certyfikat ukończenia",
    intro: "Niniejszym zaświadcza się, że",
    completed: "ukończył(a) kurs",
    dateLabel: "Data wydania",
    idLabel: "Identyfikator",
    verifyLabel: "Sprawdź autentyczność:",
  },
  en: {
    heading: "Certificate of completion",
    intro: "This certifies that",
    completed: "has completed the course",
    dateLabel: "Date issued",
    idLabel: "Certificate ID",
    verifyLabel: "Verify at",
  },
} as const;

/** What the image of a certificate prints, in the language it was issued in. */
export function certificateImage(certificate: Certificate): CertificateImage {
  const date = new Intl.DateTimeFormat(certificate.lang === "pl" ? "pl-PL" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${certificate.issuedOn}T00:00:00Z`));
  return {
    ...TEXT[certificate.lang],
    holder: certificate.holderName,
    course: certificate.courseTitle,
    date,
    id: certificate.id,
    issuer: certificate.issuer,
    verifyUrl: certificate.verifyUrl,
    shortUrl: certificate.verifyUrl.replace(/^https?:\/\//, ""),
  };
}
