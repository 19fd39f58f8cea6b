import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import { closeCertificateWorkers, drawCertificate } from "../src/services/certificate";
import type { CertificateImage } from "../src/services/certificate-layout";
import { certificateSvg } from "../src/services/certificate-render";

const base: CertificateImage = {
  heading: "Certyfikat ukończenia",
  intro: "Niniejszym zaświadcza się, że",
  holder: "Żółć Gęślą",
  completed: "ukończył(a) kurs",
  course: "Wprowadzenie do sztucznej inteligencji",
  dateLabel: "Data wydania",
  date: "25 listopada 2026",
  idLabel: "Identyfikator",
  id: "7K3QW9ZB2M4XH8TNC6RV1PJD5F",
  issuer: "Campus AI",
  verifyLabel: "Sprawdź autentyczność:",
  verifyUrl: "https://campus.example/verify/7K3QW9ZB2M4XH8TNC6RV1PJD5F",
  shortUrl: "campus.example/verify/7K3QW9ZB2M4XH8TNC6RV1PJD5F",
};

afterAll(closeCertificateWorkers);

/** The words satori set, each with its x position (text left as text: embedFont false). */
async function words(image: CertificateImage) {
  const svg = await certificateSvg(image, { embedFont: false });
  return Array.from(svg.matchAll(/<text[^>]*\bx="([\d.]+)"[^>]*>([^<]*)<\/text>/g), (m) => ({
    x: Number(m[1]),
    text: m[2] as string,
  }));
}

/** Dark pixels of a PNG (anti-aliased edges counted by darkness). */
function ink(png: PNG): number {
  let sum = 0;
  for (let i = 0; i < png.data.length; i += 4) sum += 255 - (png.data[i] as number);
  return sum;
}

describe("the certificate image", () => {
  it("is a PNG of the page, drawn in a worker thread", async () => {
    const png = PNG.sync.read(await drawCertificate(base));
    expect(png.width).toBe(1200);
    expect(png.height).toBe(848);
  });

  it("sets a Polish name whole: every word, each letter as wide as Inter draws it", async () => {
    const polish = await words(base);
    expect(polish.map((w) => w.text)).toEqual(expect.arrayContaining(["Żółć", "Gęślą"]));
    const at = (all: { x: number; text: string }[], text: string) => all.find((w) => w.text === text)?.x ?? NaN;
    // Ż ó ć ę ś ą are as wide as Z o c e s a in Inter: with a glyph missing (a box or nothing in its place) the
    // second word would start elsewhere. ł is kept in both, being wider than l.
    const plain = await words({ ...base, holder: "Zołc Gesla" });
    expect(at(polish, "Gęślą") - at(polish, "Żółć")).toBeCloseTo(at(plain, "Gesla") - at(plain, "Zołc"), 1);
  });

  it("draws the diacritics: the Polish name adds ink to the same name without them, and no more than marks do", async () => {
    const polish = PNG.sync.read(await drawCertificate(base));
    const plain = PNG.sync.read(await drawCertificate({ ...base, holder: "Zolc Gesla" }));
    const blank = PNG.sync.read(await drawCertificate({ ...base, holder: "" }));
    const marks = ink(polish) - ink(plain);
    expect(marks).toBeGreaterThan(0);
    // Missing-glyph boxes would cost far more ink than dots, acutes, a stroke and ogoneks.
    expect(marks).toBeLessThan((ink(plain) - ink(blank)) * 0.25);
  });

  it("prints the id and the short address, and a long title gets smaller type instead of overflowing", async () => {
    const text = (await words(base)).map((w) => w.text.trim()).join("");
    expect(text).toContain(base.id);
    expect(text).toContain("campus.example/verify/7K3QW9ZB2M4XH8TNC6RV1PJD5F");
    const long = "Zaawansowane techniki projektowania promptów dla zespołów analitycznych w dużych organizacjach";
    const svg = await certificateSvg({ ...base, course: long }, { embedFont: false });
    const widest = Math.max(...Array.from(svg.matchAll(/<text[^>]*\bx="([\d.]+)"/g), (m) => Number(m[1])));
    // The page's frame and padding end 103 px from its right edge.
    expect(widest).toBeLessThan(1200 - 103);
  });
});
