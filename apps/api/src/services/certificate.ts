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

/** The certificate as a PDF for printing (the same layout, certificate-draw.ts's `pdf`), drawn off the event loop. */
export async function drawCertificatePdf(image: CertificateImage): Promise<Buffer> {
  const pdf: Uint8Array = await workers().run(image, { name: "pdf" });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
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
    program: "Program",
    hours: (h: string) => `${h} godz. nauki`,
    minutes: (m: number) => `${m} min nauki`,
  },
  en: {
    heading: "Certificate of completion",
    intro: "This certifies that",
    completed: "has completed the course",
    dateLabel: "Date issued",
    idLabel: "Certificate ID",
    verifyLabel: "Verify at",
    program: "Programme",
    hours: (h: string) => `${h} ${h === "1" ? "hour" : "hours"} of learning`,
    minutes: (m: number) => `${m} minutes of learning`,
  },
} as const;

/** What a certificate certifies besides its course, as issued (certificate-store.ts); null on older ones. */
export interface CertificateExtent {
  programTitle: string | null;
  durationMinutes: number | null;
}

/** "Program: AI w pracy · 2,5 godz. nauki": the course's program and hours, whichever the certificate has. */
function extentLine(lang: Certificate["lang"], extent: CertificateExtent): string | undefined {
  const text = TEXT[lang];
  const parts: string[] = [];
  if (extent.programTitle) parts.push(`${text.program}: ${extent.programTitle}`);
  if (extent.durationMinutes) {
    // Hours to the half hour, as a course's length is told; under an hour in minutes.
    const hours = Math.round(extent.durationMinutes / 30) / 2;
    const number = new Intl.NumberFormat(lang === "pl" ? "pl-PL" : "en-GB").format(hours);
    parts.push(extent.durationMinutes < 60 ? text.minutes(extent.durationMinutes) : text.hours(number));
  }
  return parts.length > 0 ? parts.join(" · ") : undefined;
}

/** What the image of a certificate prints, in the language it was issued in. */
export function certificateImage(
  certificate: Certificate,
  extent: CertificateExtent = { programTitle: null, durationMinutes: null },
): CertificateImage {
  const date = new Intl.DateTimeFormat(certificate.lang === "pl" ? "pl-PL" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${certificate.issuedOn}T00:00:00Z`));
  const { program: _program, hours: _hours, minutes: _minutes, ...text } = TEXT[certificate.lang];
  const details = extentLine(certificate.lang, extent);
  return {
    ...text,
    ...(details ? { details } : {}),
    holder: certificate.holderName,
    course: certificate.courseTitle,
    date,
    id: certificate.id,
    issuer: certificate.issuer,
    verifyUrl: certificate.verifyUrl,
    shortUrl: certificate.verifyUrl.replace(/^https?:\/\//, ""),
  };
}
