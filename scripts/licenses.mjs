// Lists every package that ships with its licence, and fails if a copyleft (or unknown) licence would ship.
// "Ships" = what the Dockerfile's `npm prune --omit=dev --omit=optional` keeps of package-lock.json: every
// package not flagged dev, optional or devOptional. (`--omit=dev` alone would keep devOptional packages:
// better-auth names vitest as an optional peer, which would bring vite and lightningcss, MPL-2.0, along.)
// Usage: node scripts/licenses.mjs [--quiet] [--lockfile=path]
import fs from "node:fs";

const COPYLEFT = /\b(A?GPL|LGPL|MPL|EUPL|SSPL|CDDL|EPL|OSL|CC-BY-SA)\b/i;
const lockfile = process.argv.find((arg) => arg.startsWith("--lockfile="))?.slice("--lockfile=".length) ?? "package-lock.json";
const { packages } = JSON.parse(fs.readFileSync(lockfile, "utf8"));

const rows = Object.entries(packages)
  .filter(([path, meta]) => path !== "" && !meta.dev && !meta.optional && !meta.devOptional)
  .map(([path, meta]) => ({
    name: path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length),
    version: meta.version,
    license: meta.license ?? "UNKNOWN",
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

const quiet = process.argv.includes("--quiet");
if (!quiet) for (const row of rows) console.log(`${row.name}@${row.version}\t${row.license}`);

const byLicense = new Map();
for (const row of rows) byLicense.set(row.license, (byLicense.get(row.license) ?? 0) + 1);
console.log(`\n${rows.length} production packages: ${[...byLicense].map(([l, n]) => `${l} ${n}`).join(", ")}`);

// "(MIT OR GPL-3.0)" lets us choose the permissive side; only a licence with no permissive choice fails.
const problems = rows.filter((row) => {
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
console.log("No copyleft licence ships.");
