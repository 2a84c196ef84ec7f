#!/usr/bin/env node
// Generates the flat vector illustrations used by Wayfarer into public/illustrations/.
// Deterministic: re-running produces byte-identical files.
// Usage: node scripts/illustrations/generate.mjs
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { bodies, doc, setMode } from "./lib.mjs";
import { appScenes } from "./scenes-app.mjs";
import { destinationScenes } from "./scenes-destinations.mjs";
import { gallery } from "./scenes-gallery.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const outRoot = join(here, "..", "..", "public", "illustrations");
const MAX_BYTES = 20 * 1024;

/**
 * Scenes already drawn at dusk or at night: their dusk version keeps their own sky (`night`) or maps
 * their colours less strongly.
 */
const DUSK = {
  reykjavik: { strength: 0.35, night: true },
  tokyo: { strength: 0.35, night: true },
  "new-york": { strength: 0.8 },
  "hoi-an": { strength: 0.8 },
};
/** Pictures that also get a `-dusk.svg` version, shown in the dark theme. */
const hasDusk = (s) => s.file.startsWith("hero-") || s.file.startsWith("feature-") || s.focal !== undefined;

const all = [
  ...appScenes,
  // Destination pictures carry the favourite heart in their top-right corner: nothing focal goes there.
  ...destinationScenes.map((s) => ({ ...s, file: `destinations/${s.slug}.svg`, w: 800, h: 600, focal: true })),
  ...gallery.map((s) => ({ ...s, file: `gallery/${s.slug}.svg`, w: 800, h: 600, focal: false })),
];

const written = [];
for (const s of all) {
  for (const dusk of hasDusk(s) ? [false, true] : [false]) {
    const name = dusk ? s.file.replace(/\.svg$/, "-dusk.svg") : s.file;
    const file = join(outRoot, name);
    const slug = (s.slug || s.file.replace(/\.svg$/, "").replace(/[^a-z0-9]+/gi, "-")) + (dusk ? "-dusk" : "");
    mkdirSync(dirname(file), { recursive: true });
    setMode(dusk, DUSK[s.slug]);
    bodies.length = 0;
    writeFileSync(file, doc(slug, s.w, s.h, dusk ? `${s.title}, at dusk` : s.title, s.build));
    written.push({ file, w: s.w, h: s.h, bodies: [...bodies], focal: s.focal });
  }
}
setMode(false);

// ---------------------------------------------------------------- checks
let failed = false;
const rootAttr = (svg, name) => new RegExp(`^<svg[^>]*\\s${name}="[^"]+"`).test(svg);
for (const { file, w, h, bodies: suns, focal } of written) {
  const svg = readFileSync(file, "utf8");
  const bytes = Buffer.byteLength(svg);
  const problems = [];
  if (bytes > MAX_BYTES) problems.push(`over ${MAX_BYTES} bytes`);
  for (const a of ["width", "height", "viewBox"]) if (!rootAttr(svg, a)) problems.push(`missing ${a}`);
  if (!svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`))
    problems.push("unexpected root dimensions");
  if (!/<title[^>]*>[^<]+<\/title>/.test(svg)) problems.push("missing <title>");
  if (/<script|<foreignObject|<text|\son[a-z]+=|href="(?!#)/i.test(svg)) problems.push("forbidden content");
  // The top-right 20% x 25% of a destination picture sits under the favourite heart: no sun or moon there.
  if (focal && suns.some(({ x, y, r }) => x + r > w * 0.8 && y - r < h * 0.25)) problems.push("sun/moon under the heart");
  const status = problems.length ? `FAIL (${problems.join(", ")})` : "ok";
  if (problems.length) failed = true;
  console.log(
    `${relative(outRoot, file).padEnd(40)} ${`${w}x${h}`.padEnd(10)} ${(bytes / 1024).toFixed(1).padStart(5)} KB  ${status}`,
  );
}
console.log(`${written.length} files written to ${relative(process.cwd(), outRoot) || outRoot}`);
if (failed) {
  console.error("Illustration check failed.");
  process.exit(1);
}
