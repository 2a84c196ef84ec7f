// Makes the two web fonts the app ships (src/web/fonts, committed) from the @fontsource-variable packages' Latin
// files, with HarfBuzz's subsetter: the same characters, only the weights the app draws. Inter keeps its weight
// axis from 400 to 700 (normal, medium, semibold, bold); Fraunces, drawn for H1 and H2 only, becomes one static
// weight, 650, between the headings' semibold and bold: 82.9 KB became 47.4 KB per page (docs/decisions/0970).
// Run after updating either package: node --import tsx scripts/make-fonts.ts (scripts/make-fonts.test.ts checks it).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

/**
 * The packages' Latin subset: every character their Latin files map. styles.css declares the same
 * `unicode-range` for both faces (scripts/make-fonts.test.ts compares them).
 */
export const LATIN_UNICODE_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, " +
  "U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

const LATIN_TEXT = LATIN_UNICODE_RANGE.split(", ")
  .flatMap((range) => {
    const [from, to = from] = range
      .slice(2)
      .split("-")
      .map((hex) => Number.parseInt(hex, 16));
    return Array.from({ length: to! - from! + 1 }, (_, i) => String.fromCodePoint(from! + i));
  })
  .join("");

const FONTS = [
  {
    file: "inter-latin-wght-400-700.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    axes: { wght: { min: 400, max: 700 } },
  },
  {
    file: "fraunces-latin-wght-650.woff2",
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    axes: { wght: 650 },
  },
];

export const FONTS_DIR = path.resolve("src/web/fonts");

/** Each font file's name and the bytes the subsetter makes for it from the installed packages. */
export async function makeFonts(): Promise<{ file: string; data: Buffer }[]> {
  return Promise.all(
    FONTS.map(async ({ file, source, axes }) => {
      const original = fs.readFileSync(path.resolve("node_modules", source));
      return { file, data: await subsetFont(original, LATIN_TEXT, { targetFormat: "woff2", variationAxes: axes }) };
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const { file, data } of await makeFonts()) {
    fs.writeFileSync(path.join(FONTS_DIR, file), data);
    console.log(`${file}: ${(data.length / 1024).toFixed(1)} KB`);
  }
}
