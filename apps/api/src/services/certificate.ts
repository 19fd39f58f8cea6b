import { PNG } from "pngjs";

/** A 5x7 bitmap font (capitals, digits, a little punctuation); Polish letters are drawn without diacritics. */
const FONT: Record<string, string> = {
  A: "01110100011000111111100011000110001",
  B: "11110100011000111110100011000111110",
  C: "01110100011000010000100001000101110",
  D: "11110100011000110001100011000111110",
  E: "11111100001000011110100001000011111",
  F: "11111100001000011110100001000010000",
  G: "01110100011000010111100011000101111",
  H: "10001100011000111111100011000110001",
  I: "01110001000010000100001000010001110",
  J: "00111000100001000010000101001001100",
  K: "10001100101010011000101001001010001",
  L: "10000100001000010000100001000011111",
  M: "10001110111010110101100011000110001",
  N: "10001100011100110101100111000110001",
  O: "01110100011000110001100011000101110",
  P: "11110100011000111110100001000010000",
  Q: "01110100011000110001101011001001101",
  R: "11110100011000111110101001001010001",
  S: "01111100001000001110000010000111110",
  T: "11111001000010000100001000010000100",
  U: "10001100011000110001100011000101110",
  V: "10001100011000110001100010101000100",
  W: "10001100011000110101101011010101010",
  X: "10001100010101000100010101000110001",
  Y: "10001100010101000100001000010000100",
  Z: "11111000010001000100010001000011111",
  "0": "01110100011001110101110011000101110",
  "1": "00100011000010000100001000010001110",
  "2": "01110100010000100010001000100011111",
  "3": "11111000100010000010000011000101110",
  "4": "00010001100101010010111110001000010",
  "5": "11111100001111000001000011000101110",
  "6": "00110010001000011110100011000101110",
  "7": "11111000010001000100010000100001000",
  "8": "01110100011000101110100011000101110",
  "9": "01110100011000101111000010001001100",
  " ": "00000000000000000000000000000000000",
  ".": "00000000000000000000000000110001100",
  ",": "00000000000000000000011000010001000",
  ":": "00000011000110000000011000110000000",
  "-": "00000000000000011111000000000000000",
  "/": "00001000010001000100010001000010000",
  "'": "01100001000100000000000000000000000",
  "!": "00100001000010000100001000000000100",
  "(": "00010001000100001000010000010000010",
  ")": "01000001000001000010000100010001000",
  "&": "01100100101010001000101011001001101",
};
const PLAIN: Record<string, string> = { Ą: "A", Ć: "C", Ę: "E", Ł: "L", Ń: "N", Ó: "O", Ś: "S", Ź: "Z", Ż: "Z" };

function drawText(png: PNG, text: string, centerX: number, y: number, scale: number, rgb: [number, number, number]) {
  const chars = [...text.toUpperCase()].map((c) => PLAIN[c] ?? c).map((c) => FONT[c] ?? FONT[" "] ?? "");
  // Long names and titles shrink to fit the page.
  const fitted = Math.max(2, Math.min(scale, Math.floor((png.width - 120) / (chars.length * 6))));
  const width = chars.length * 6 * fitted;
  let x = Math.round(centerX - width / 2);
  for (const glyph of chars) {
    for (let row = 0; row < 7; row++) {
      for (let col = 0; col < 5; col++) {
        if (glyph[row * 5 + col] !== "1") continue;
        fillRect(png, x + col * fitted, y + row * fitted, fitted, fitted, rgb);
      }
    }
    x += 6 * fitted;
  }
}

function fillRect(png: PNG, x0: number, y0: number, w: number, h: number, [r, g, b]: [number, number, number]) {
  for (let y = Math.max(0, y0); y < Math.min(png.height, y0 + h); y++) {
    for (let x = Math.max(0, x0); x < Math.min(png.width, x0 + w); x++) {
      const i = (png.width * y + x) << 2;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
}

export interface CertificateText {
  heading: string;
  learner: string;
  course: string;
  date: string;
  id: string;
}

/** The certificate image: learner's name, course, date and certificate id. */
export function certificatePng(text: CertificateText): Buffer {
  const png = new PNG({ width: 1200, height: 800 });
  fillRect(png, 0, 0, 1200, 800, [255, 255, 255]);
  fillRect(png, 20, 20, 1160, 760, [17, 24, 39]);
  fillRect(png, 32, 32, 1136, 736, [255, 255, 255]);
  fillRect(png, 32, 32, 1136, 120, [250, 204, 21]);
  drawText(png, "CAMPUS AI", 600, 70, 6, [17, 24, 39]);
  drawText(png, text.heading, 600, 220, 6, [17, 24, 39]);
  drawText(png, text.learner, 600, 340, 8, [17, 24, 39]);
  drawText(png, text.course, 600, 480, 5, [30, 58, 138]);
  drawText(png, text.date, 600, 600, 4, [55, 65, 81]);
  drawText(png, text.id, 600, 680, 3, [55, 65, 81]);
  return PNG.sync.write(png);
}
