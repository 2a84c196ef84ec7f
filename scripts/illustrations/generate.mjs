#!/usr/bin/env node
// Generates the flat vector illustrations used by Wayfarer into public/illustrations/.
// Deterministic: re-running produces byte-identical files.
// Usage: node scripts/illustrations/generate.mjs
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { doc } from "./lib.mjs";
import { appScenes } from "./scenes-app.mjs";
import { destinationScenes } from "./scenes-destinations.mjs";
import { gallery } from "./scenes-gallery.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const outRoot = join(here, "..", "..", "public", "illustrations");
const MAX_BYTES = 20 * 1024;

const all = [
  ...appScenes,
  ...destinationScenes.map((s) => ({ ...s, file: `destinations/${s.slug}.svg`, w: 800, h: 600 })),
  ...gallery.map((s) => ({ ...s, file: `gallery/${s.slug}.svg`, w: 800, h: 600 })),
];

const written = [];
for (const s of all) {
  const file = join(outRoot, s.file);
  const slug = s.slug || s.file.replace(/\.svg$/, "").replace(/[^a-z0-9]+/gi, "-");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, doc(slug, s.w, s.h, s.title, s.build));
  written.push({ file, w: s.w, h: s.h });
}

// ---------------------------------------------------------------- checks
let failed = false;
const rootAttr = (svg, name) => new RegExp(`^<svg[^>]*\\s${name}="[^"]+"`).test(svg);
for (const { file, w, h } of written) {
  const svg = readFileSync(file, "utf8");
  const bytes = Buffer.byteLength(svg);
  const problems = [];
  if (bytes > MAX_BYTES) problems.push(`over ${MAX_BYTES} bytes`);
  for (const a of ["width", "height", "viewBox"]) if (!rootAttr(svg, a)) problems.push(`missing ${a}`);
  if (!svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`))
    problems.push("unexpected root dimensions");
  if (!/<title[^>]*>[^<]+<\/title>/.test(svg)) problems.push("missing <title>");
  if (/<script|<foreignObject|<text|\son[a-z]+=|href="(?!#)/i.test(svg)) problems.push("forbidden content");
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
