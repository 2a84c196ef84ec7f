// Lists every package that ships with its licence, and fails if a copyleft (or unknown) licence would ship.
// "Ships" = what the Dockerfile's `npm prune --omit=dev --omit=optional` keeps of package-lock.json: every
// package not flagged dev, optional or devOptional. (`--omit=dev` alone would keep devOptional packages:
// better-auth names vitest as an optional peer, which would bring vite and lightningcss, MPL-2.0, along.)
// Usage: node scripts/licenses.mjs [--quiet] [--lockfile=path] [--data=bundled-data.json] [--notice=path]
import fs from "node:fs";

const COPYLEFT = /\b(A?GPL|LGPL|MPL|EUPL|SSPL|CDDL|EPL|OSL|CC-BY-SA|CC-BY-NC|CC-BY-ND)\b/i;

/**
 * Data files that ship inside the repository rather than as packages: their licence must not be copyleft
 * (share-alike) or non-commercial, and an attribution licence needs its credit in NOTICE.
 */
const dataList = process.argv.find((arg) => arg.startsWith("--data="))?.slice("--data=".length);
const BUNDLED_DATA = dataList
  ? JSON.parse(fs.readFileSync(dataList, "utf8"))
  : [{ file: "src/server/knowledge/gazetteer.tsv.gz", license: "CC-BY-4.0", credit: "GeoNames" }];
const noticeFile = process.argv.find((arg) => arg.startsWith("--notice="))?.slice("--notice=".length) ?? "NOTICE";
const lockfile = process.argv.find((arg) => arg.startsWith("--lockfile="))?.slice("--lockfile=".length) ?? "package-lock.json";
const { packages } = JSON.parse(fs.readFileSync(lockfile, "utf8"));

/** Packages whose package.json names no licence, with the one their LICENSE file grants (read by hand). */
const LICENSE_FILES = new Map([["suncalc", "BSD-2-Clause"]]);

const rows = Object.entries(packages)
  .filter(([path, meta]) => path !== "" && !meta.dev && !meta.optional && !meta.devOptional)
  .map(([path, meta]) => ({
    name: path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length),
    version: meta.version,
    license:
      meta.license ?? LICENSE_FILES.get(path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length)) ?? "UNKNOWN",
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

const quiet = process.argv.includes("--quiet");
if (!quiet) for (const row of rows) console.log(`${row.name}@${row.version}\t${row.license}`);

const byLicense = new Map();
for (const row of rows) byLicense.set(row.license, (byLicense.get(row.license) ?? 0) + 1);
console.log(`\n${rows.length} production packages: ${[...byLicense].map(([l, n]) => `${l} ${n}`).join(", ")}`);

/**
 * Weak-copyleft packages accepted one by one, each with its decision record: used unmodified, loaded from
 * node_modules at run time (the server bundle keeps npm packages external), so anyone can swap in their own build.
 */
const ACCEPTED = new Map([["opening_hours", "LGPL-3.0-only: docs/decisions/0985-opening-hours-parser.md"]]);

// "(MIT OR GPL-3.0)" lets us choose the permissive side; only a licence with no permissive choice fails.
const problems = rows.filter((row) => {
  if (ACCEPTED.has(row.name) && ACCEPTED.get(row.name).startsWith(`${row.license}:`)) return false;
  const choices = String(row.license)
    .replace(/[()]/g, "")
    .split(/\s+OR\s+/i);
  return choices.every((choice) => COPYLEFT.test(choice) || choice === "UNKNOWN");
});
if (problems.length > 0) {
  console.error(
    `\nCopyleft or unknown licences in production dependencies:\n${problems.map((p) => `  ${p.name}@${p.version}: ${p.license}`).join("\n")}`,
  );
  process.exit(1);
}
const notice = fs.existsSync(noticeFile) ? fs.readFileSync(noticeFile, "utf8") : "";
const dataProblems = BUNDLED_DATA.filter(
  (data) => COPYLEFT.test(data.license) || (data.license.startsWith("CC-BY") && !notice.includes(data.credit)),
);
for (const data of BUNDLED_DATA) if (!quiet) console.log(`${data.file}\t${data.license} (credit: ${data.credit})`);
if (dataProblems.length > 0) {
  console.error(
    `\nBundled data with a refused licence or without its credit in NOTICE:\n${dataProblems.map((d) => `  ${d.file}: ${d.license}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("No copyleft licence ships; bundled data is credited in NOTICE.");
