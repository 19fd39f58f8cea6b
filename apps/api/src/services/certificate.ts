import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Font, Glyph, PathCommand } from "opentype.js";
import { PNG } from "pngjs";

/*
 * Certificate text is drawn from Inter (the design system's typeface, OFL-1.1), whose .woff files
 * ship in the @fontsource/inter package: nothing is fetched at run time. opentype.js reads the
 * glyph outlines and a small anti-aliased scanline rasterizer below fills them into the pngjs
 * buffer, so every Polish letter (ą ć ę ł ń ó ś ź ż and capitals) keeps its diacritic.
 */

const require = createRequire(import.meta.url);
// The CommonJS build: its exports are the same whichever bundler condition a runner resolves.
const opentype: typeof import("opentype.js") = require("opentype.js");

export type Weight = 400 | 600 | 700;
/** Fontsource splits Inter by unicode range; a character is looked up in these in order. */
const SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"] as const;

const fonts = new Map<string, Font | null>();

function fontFile(subset: string, weight: Weight): Font | null {
  const key = `${subset}-${weight}`;
  let font = fonts.get(key);
  if (font === undefined) {
    try {
      const bytes = readFileSync(require.resolve(`@fontsource/inter/files/inter-${key}-normal.woff`));
      font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    } catch {
      font = null;
    }
    fonts.set(key, font);
  }
  return font;
}

interface Shaped {
  font: Font;
  glyph: Glyph;
}

function glyphFor(char: string, weight: Weight): Shaped | null {
  for (const subset of SUBSETS) {
    const font = fontFile(subset, weight);
    if (!font) continue;
    const index = font.charToGlyphIndex(char);
    if (index > 0) return { font, glyph: font.glyphs.get(index) };
  }
  return null;
}

/** The glyphs of a line: a character Inter lacks falls back to its base letter, then to "?". */
function shape(text: string, weight: Weight): Shaped[] {
  const out: Shaped[] = [];
  for (const char of text.normalize("NFC")) {
    if (/\s/.test(char)) {
      const space = glyphFor(" ", weight);
      if (space) out.push(space);
      continue;
    }
    const shaped = glyphFor(char, weight) ?? glyphFor(char.normalize("NFD").charAt(0), weight) ?? glyphFor("?", weight);
    if (shaped) out.push(shaped);
  }
  return out;
}

function advance(shaped: Shaped[], size: number): number {
  return shaped.reduce((sum, { font, glyph }) => sum + ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm, 0);
}

/** An anti-aliased coverage mask (0..255 a pixel) of one line of text. */
export interface TextMask {
  width: number;
  height: number;
  /** The baseline's row in the mask. */
  baseline: number;
  alpha: Uint8Array;
}

const PAD = 2;

/** Rasterizes a line of text at `size` pixels an em. */
export function textMask(text: string, size: number, weight: Weight = 400): TextMask {
  const shaped = shape(text, weight);
  const head = shaped[0]?.font ?? fontFile("latin", weight);
  const ascent = head ? Math.ceil((head.ascender * size) / head.unitsPerEm) : size;
  const descent = head ? Math.ceil((-head.descender * size) / head.unitsPerEm) : Math.ceil(size / 4);
  const width = Math.ceil(advance(shaped, size)) + 2 * PAD;
  const height = ascent + descent + 2 * PAD;
  const baseline = PAD + ascent;
  const raster = new Raster(width, height);
  let x = PAD;
  for (const { font, glyph } of shaped) {
    raster.fill(glyph.getPath(x, baseline, size, undefined, font).commands);
    x += ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm;
  }
  return { width, height, baseline, alpha: raster.coverage() };
}

/**
 * Signed-area accumulation rasterizer (non-zero fill, as TrueType outlines are drawn): each edge adds
 * the area it covers to the cells it crosses; a running sum along each row gives the coverage.
 */
class Raster {
  private readonly cells: Float32Array;

  constructor(
    private readonly width: number,
    private readonly height: number,
  ) {
    this.cells = new Float32Array(width * height + 2);
  }

  fill(commands: PathCommand[]) {
    let sx = 0;
    let sy = 0;
    let px = 0;
    let py = 0;
    for (const c of commands) {
      if (c.type === "M") {
        this.line(px, py, sx, sy);
        [sx, sy, px, py] = [c.x, c.y, c.x, c.y];
      } else if (c.type === "L") {
        this.line(px, py, c.x, c.y);
        [px, py] = [c.x, c.y];
      } else if (c.type === "Q") {
        const n = segments(Math.hypot(c.x1 - px, c.y1 - py) + Math.hypot(c.x - c.x1, c.y - c.y1));
        let [lx, ly] = [px, py];
        for (let i = 1; i <= n; i++) {
          const t = i / n;
          const u = 1 - t;
          const x = u * u * px + 2 * u * t * c.x1 + t * t * c.x;
          const y = u * u * py + 2 * u * t * c.y1 + t * t * c.y;
          this.line(lx, ly, x, y);
          [lx, ly] = [x, y];
        }
        [px, py] = [c.x, c.y];
      } else if (c.type === "C") {
        const n = segments(
          Math.hypot(c.x1 - px, c.y1 - py) + Math.hypot(c.x2 - c.x1, c.y2 - c.y1) + Math.hypot(c.x - c.x2, c.y - c.y2),
        );
        let [lx, ly] = [px, py];
        for (let i = 1; i <= n; i++) {
          const t = i / n;
          const u = 1 - t;
          const x = u * u * u * px + 3 * u * u * t * c.x1 + 3 * u * t * t * c.x2 + t * t * t * c.x;
          const y = u * u * u * py + 3 * u * u * t * c.y1 + 3 * u * t * t * c.y2 + t * t * t * c.y;
          this.line(lx, ly, x, y);
          [lx, ly] = [x, y];
        }
        [px, py] = [c.x, c.y];
      } else {
        this.line(px, py, sx, sy);
        [px, py] = [sx, sy];
      }
    }
    this.line(px, py, sx, sy);
  }

  private line(ax: number, ay: number, bx: number, by: number) {
    if (Math.abs(ay - by) < 1e-9) return;
    const dir = ay < by ? 1 : -1;
    const [x0, y0, x1, y1] = ay < by ? [ax, ay, bx, by] : [bx, by, ax, ay];
    const dxdy = (x1 - x0) / (y1 - y0);
    const cells = this.cells;
    const w = this.width;
    let x = x0;
    if (y0 < 0) x -= y0 * dxdy;
    const yEnd = Math.min(this.height, Math.ceil(y1));
    for (let y = Math.max(0, Math.floor(y0)); y < yEnd; y++) {
      const row = y * w;
      const dy = Math.min(y + 1, y1) - Math.max(y, y0);
      const xNext = x + dxdy * dy;
      const d = dy * dir;
      const left = Math.max(0, Math.min(x, xNext));
      const right = Math.min(w - 1, Math.max(x, xNext));
      const leftFloor = Math.floor(left);
      const rightCeil = Math.ceil(right);
      if (rightCeil <= leftFloor + 1) {
        // Within one cell: the part of it right of the edge's midpoint is covered.
        const mid = 0.5 * (left + right) - leftFloor;
        cells[row + leftFloor] = (cells[row + leftFloor] ?? 0) + d - d * mid;
        cells[row + leftFloor + 1] = (cells[row + leftFloor + 1] ?? 0) + d * mid;
      } else {
        const s = 1 / (right - left);
        const lf = left - leftFloor;
        const a0 = 0.5 * s * (1 - lf) * (1 - lf);
        const rf = right - rightCeil + 1;
        const am = 0.5 * s * rf * rf;
        cells[row + leftFloor] = (cells[row + leftFloor] ?? 0) + d * a0;
        if (rightCeil === leftFloor + 2) {
          cells[row + leftFloor + 1] = (cells[row + leftFloor + 1] ?? 0) + d * (1 - a0 - am);
        } else {
          const a1 = s * (1.5 - lf);
          cells[row + leftFloor + 1] = (cells[row + leftFloor + 1] ?? 0) + d * (a1 - a0);
          for (let xi = leftFloor + 2; xi < rightCeil - 1; xi++) cells[row + xi] = (cells[row + xi] ?? 0) + d * s;
          const a2 = a1 + (rightCeil - leftFloor - 3) * s;
          cells[row + rightCeil - 1] = (cells[row + rightCeil - 1] ?? 0) + d * (1 - a2 - am);
        }
        cells[row + rightCeil] = (cells[row + rightCeil] ?? 0) + d * am;
      }
      x = xNext;
    }
  }

  coverage(): Uint8Array {
    const out = new Uint8Array(this.width * this.height);
    for (let y = 0; y < this.height; y++) {
      let acc = 0;
      for (let x = 0; x < this.width; x++) {
        const i = y * this.width + x;
        acc += this.cells[i] ?? 0;
        out[i] = Math.round(Math.min(1, Math.abs(acc)) * 255);
      }
    }
    return out;
  }
}

/** Line segments for a curve whose control polygon is `length` pixels long. */
function segments(length: number): number {
  return Math.max(1, Math.min(32, Math.ceil(length / 2)));
}

type Rgb = [number, number, number];

interface TextStyle {
  size: number;
  weight: Weight;
  color: Rgb;
  /** The widest the line may be; longer text shrinks to fit. */
  maxWidth: number;
}

/** The size at which `text` fits `maxWidth`. */
function fittedSize(text: string, { size, weight, maxWidth }: TextStyle): number {
  const width = advance(shape(text, weight), size);
  return width <= maxWidth ? size : Math.max(10, Math.floor((size * maxWidth) / width));
}

/** Draws a line of text centred on `centerX` with its baseline at `baseline`. */
function drawText(png: PNG, text: string, centerX: number, baseline: number, style: TextStyle) {
  const mask = textMask(text, fittedSize(text, style), style.weight);
  const left = Math.round(centerX - mask.width / 2);
  const top = baseline - mask.baseline;
  const [r, g, b] = style.color;
  for (let my = 0; my < mask.height; my++) {
    const y = top + my;
    if (y < 0 || y >= png.height) continue;
    for (let mx = 0; mx < mask.width; mx++) {
      const x = left + mx;
      const a = mask.alpha[my * mask.width + mx] ?? 0;
      if (a === 0 || x < 0 || x >= png.width) continue;
      const i = (png.width * y + x) << 2;
      const k = a / 255;
      png.data[i] = Math.round(r * k + (png.data[i] ?? 0) * (1 - k));
      png.data[i + 1] = Math.round(g * k + (png.data[i + 1] ?? 0) * (1 - k));
      png.data[i + 2] = Math.round(b * k + (png.data[i + 2] ?? 0) * (1 - k));
      png.data[i + 3] = 255;
    }
  }
}

/** A long course title goes on two balanced lines rather than shrinking too far. */
function wrapInTwo(text: string, style: TextStyle): string[] {
  if (fittedSize(text, style) >= style.size * 0.8) return [text];
  const words = text.split(/\s+/);
  if (words.length < 2) return [text];
  let best: string[] = [text];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const widest = Math.max(...lines.map((line) => advance(shape(line, style.weight), style.size)));
    if (widest < bestWidth) [best, bestWidth] = [lines, widest];
  }
  return best;
}

function fillRect(png: PNG, x0: number, y0: number, w: number, h: number, [r, g, b]: Rgb) {
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

const INK: Rgb = [17, 24, 39];
const BLUE: Rgb = [30, 58, 138];
const GREY: Rgb = [75, 85, 99];
const YELLOW: Rgb = [250, 204, 21];
const TEXT_WIDTH = 1040;

/** The certificate image: learner's name, course, date and certificate id. */
export function certificatePng(text: CertificateText): Buffer {
  const png = new PNG({ width: 1200, height: 800 });
  fillRect(png, 0, 0, 1200, 800, [255, 255, 255]);
  fillRect(png, 20, 20, 1160, 760, INK);
  fillRect(png, 32, 32, 1136, 736, [255, 255, 255]);
  fillRect(png, 32, 32, 1136, 120, YELLOW);
  drawText(png, "CAMPUS AI", 600, 111, { size: 52, weight: 700, color: INK, maxWidth: TEXT_WIDTH });
  drawText(png, text.heading, 600, 248, { size: 40, weight: 600, color: GREY, maxWidth: TEXT_WIDTH });
  fillRect(png, 560, 276, 80, 6, YELLOW);
  drawText(png, text.learner, 600, 388, { size: 76, weight: 700, color: INK, maxWidth: TEXT_WIDTH });
  const course: TextStyle = { size: 42, weight: 600, color: BLUE, maxWidth: TEXT_WIDTH };
  const lines = wrapInTwo(text.course, course);
  const courseSize = Math.min(...lines.map((line) => fittedSize(line, course)));
  lines.forEach((line, i) => {
    const baseline = lines.length === 1 ? 490 : 470 + i * Math.round(courseSize * 1.25);
    drawText(png, line, 600, baseline, { ...course, size: courseSize });
  });
  drawText(png, text.date, 600, 620, { size: 30, weight: 400, color: GREY, maxWidth: TEXT_WIDTH });
  drawText(png, text.id, 600, 700, { size: 22, weight: 400, color: GREY, maxWidth: TEXT_WIDTH });
  return PNG.sync.write(png);
}
