import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import satori, { type Font } from "satori";
import { type CertificateImage, certificateLayout, HEIGHT, WIDTH } from "./certificate-layout.js";

/*
 * Draws a certificate: the layout is set in Inter by satori (shaping, kerning and line breaks by HarfBuzz and Yoga)
 * into an SVG of glyph outlines, which resvg rasterises to PNG. CPU-bound for tens of milliseconds, so the server
 * runs it in a worker thread (certificate.ts), never on its event loop.
 *
 * The typeface is the design system's Inter, from @fontsource/inter's static .woff files (satori reads neither
 * WOFF2 nor variable fonts, which is what the campus's @fontsource-variable/inter ships): the latin and latin-ext
 * subsets, so that every Polish letter (ą ć ę ł ń ó ś ź ż and their capitals) has its glyph. Nothing is fetched.
 */

const require = createRequire(import.meta.url);
const SUBSETS = ["latin", "latin-ext"] as const;
const WEIGHTS = [400, 600, 700] as const;
const FAMILIES = { latin: "Inter", "latin-ext": "Inter Latin Ext" } as const;
/** The layout's font-family: Inter, then its latin-ext subset for the letters the latin one lacks. */
export const FONT_FAMILY = Object.values(FAMILIES)
  .map((family) => `'${family}'`)
  .join(", ");

let fonts: Font[] | undefined;
/** Inter in the weights the layout uses, read once per thread. */
export function interFonts(): Font[] {
  fonts ??= SUBSETS.flatMap((subset) =>
    WEIGHTS.map((weight) => ({
      // One family a subset: satori looks a missing glyph up in the next family of the list, not in another
      // file of the same family (under one name, ę ł ż ą came out as missing-glyph boxes).
      name: FAMILIES[subset],
      weight,
      style: "normal" as const,
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

/** The QR code of the public page, as an SVG data address the layout can place as an image. */
async function qrDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 0,
    color: { dark: "#1c1b22" },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * The certificate as SVG. `embedFont: false` leaves the text as text (for tests that read it); by default every
 * glyph is an outline, so the rasteriser needs no fonts.
 */
export async function certificateSvg(image: CertificateImage, options: { embedFont?: boolean } = {}): Promise<string> {
  const tree = certificateLayout(image, await qrDataUrl(image.verifyUrl), FONT_FAMILY);
  return satori(tree as Parameters<typeof satori>[0], {
    width: WIDTH,
    height: HEIGHT,
    fonts: interFonts(),
    embedFont: options.embedFont ?? true,
  });
}

/** The certificate as PNG bytes, WIDTH x HEIGHT. */
export async function certificatePng(image: CertificateImage): Promise<Uint8Array> {
  const svg = await certificateSvg(image);
  const png = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/** A4 landscape in PDF points (1/72 inch). */
const A4 = { width: 841.89, height: 595.28 } as const;

/**
 * The certificate as a PDF for printing: the same layout drawn at three times its size (about 300 dots per inch
 * on A4) and laid on an A4 landscape page, with the holder, course and issuer in the document's properties so
 * that a printed or filed copy says what it is. pdfkit (maintained, no native parts) writes the file.
 */
export async function certificatePdf(image: CertificateImage): Promise<Uint8Array> {
  const svg = await certificateSvg(image);
  const png = new Resvg(svg, { fitTo: { mode: "zoom", value: 3 }, font: { loadSystemFonts: false } }).render().asPng();
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: 0,
    info: {
      Title: `${image.heading}: ${image.holder}`,
      Subject: image.course,
      Author: image.issuer,
      Keywords: image.id,
    },
    autoFirstPage: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  // The page's proportions differ slightly from the image's: centred, nothing cut off.
  const scale = Math.min(A4.width / WIDTH, A4.height / HEIGHT);
  const [w, h] = [WIDTH * scale, HEIGHT * scale];
  doc.image(png, (A4.width - w) / 2, (A4.height - h) / 2, { width: w, height: h });
  doc.end();
  await ended;
  const pdf = Buffer.concat(chunks);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
