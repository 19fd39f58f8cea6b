import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

/**
 * The characters the campus writes in: printable ASCII and Latin-1 (English, and most names), the Polish
 * letters, and the punctuation and signs of its strings and content. `app.css` declares the font for exactly
 * these (`unicode-range`); any other character takes the design system's own files, which then download.
 */
export const campusCharacters = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x104, 0x107],
  [0x118, 0x119],
  [0x141, 0x144],
  [0x15a, 0x15b],
  [0x179, 0x17c],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
] as const;

/** The OpenType features the campus uses: kerning, ligatures and marks, capitals' punctuation, tabular figures. */
const features = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "case", "tnum"];

/**
 * The weights the campus sets: font-normal to font-bold (400–700), and 700 for `<strong>` and headings. A weight
 * outside takes the nearest end of the range; `app.css` declares the same range.
 */
export const campusWeights = { min: 400, max: 700 } as const;

/** Where the subset is written for `app.css` to take (git-ignored; made again when its inputs change). */
export const campusFontFile = resolve(import.meta.dirname, "../src/fonts/inter-campus.woff2");

/**
 * One file of Inter for the campus's own script (issue 20: a first visit in Polish downloaded two of the design
 * system's Inter files, 134 kB, for the Latin and Latin Extended ranges): the variable Inter of the `inter-ui`
 * package, cut down to `campusCharacters`, its weight axis cut to the weights the campus sets (`campusWeights`:
 * regular to bold) and its optical size fixed at text size (14), as the design system's files are. About 27 kB
 * (the whole weight axis took 37 kB).
 */
export function campusFont(): Plugin {
  const makeFont = async () => {
    const source = readFileSync(
      resolve(dirname(createRequire(import.meta.url).resolve("inter-ui/package.json")), "variable/InterVariable.woff2"),
    );
    const text = campusCharacters
      .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, at) => String.fromCodePoint(from + at)))
      .join("");
    const inputs = createHash("sha256")
      .update(source)
      .update(text)
      .update(features.join())
      .update(JSON.stringify(campusWeights))
      .digest("hex");
    const stamp = `${campusFontFile}.inputs`;
    if (existsSync(campusFontFile) && existsSync(stamp) && readFileSync(stamp, "utf8") === inputs) return;
    // `keepFeatures` is in subset-font 2.9 but not in its published types.
    const options: Parameters<typeof subsetFont>[2] & { keepFeatures: string[] } = {
      targetFormat: "woff2",
      variationAxes: { opsz: 14, wght: campusWeights },
      keepFeatures: features,
    };
    const font = await subsetFont(source, text, options);
    mkdirSync(dirname(campusFontFile), { recursive: true });
    writeFileSync(campusFontFile, font);
    writeFileSync(stamp, inputs);
  };
  return {
    name: "campus-font",
    // Before any CSS is read: app.css points at the file.
    buildStart: makeFont,
    // The page asks for the font beside its style sheet, rather than once the style sheet has been read and
    // text laid out: the text of the first page is drawn in Inter, not in the fallback first.
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const font = Object.values(bundle ?? {}).find((file) =>
          /\/inter-campus-[\w-]+\.woff2$/.test(`/${file.fileName}`),
        );
        if (!font) return html;
        const preload = `<link rel="preload" href="/${font.fileName}" as="font" type="font/woff2" crossorigin>`;
        return html.replace(/(\s*)(<link rel="stylesheet")/, `$1${preload}$1$2`);
      },
    },
  };
}

/** The `unicode-range` descriptor of `campusCharacters`, for a test to hold app.css to. */
export const campusUnicodeRange = campusCharacters
  .map(([from, to]) =>
    from === to
      ? `U+${from.toString(16).toUpperCase()}`
      : `U+${from.toString(16).toUpperCase()}-${to.toString(16).toUpperCase()}`,
  )
  .join(", ");
