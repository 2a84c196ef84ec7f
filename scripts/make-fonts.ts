// Makes the two web fonts the app ships (src/web/fonts, committed) from the @fontsource-variable packages' Latin
// files, with HarfBuzz's subsetter: the same characters, only the weights the app draws. Inter keeps its weight
// axis from 400 to 700 (normal, medium, semibold, bold); Fraunces, drawn for H1 and H2 only, becomes one static
// weight, 650, between the headings' semibold and bold. 83 KB became 49 KB per page (docs/decisions/0970).
// Run after updating either package: node --import tsx scripts/make-fonts.ts (src/web/fonts.test.ts checks it).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

/** The packages' Latin subset (their unicode-range, also in styles.css): every character the source files map. */
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
] as const;
const LATIN_TEXT = LATIN.flatMap(([from, to = from]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join("");

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
