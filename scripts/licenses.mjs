// Lists every production dependency with its licence and fails if a copyleft licence would ship.
// Walks package-lock.json (what `npm ci` installs) from the root's `dependencies`, so dev tools never count.
import fs from "node:fs";

const COPYLEFT = /\b(A?GPL|LGPL|MPL|EUPL|SSPL|CDDL|EPL|OSL|CC-BY-SA)\b/i;
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const packages = lock.packages;

/** Node's lookup: the nearest node_modules/<name> from the requiring package's folder upwards. */
function resolve(fromPath, name) {
  let base = fromPath;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

const shipped = new Set();
const queue = Object.keys(packages[""].dependencies ?? {}).map((name) => resolve("", name));
while (queue.length > 0) {
  const path = queue.pop();
  if (!path || shipped.has(path)) continue;
  shipped.add(path);
  const meta = packages[path];
  for (const name of Object.keys({ ...meta.dependencies, ...meta.optionalDependencies })) queue.push(resolve(path, name));
}

const rows = [...shipped]
  .map((path) => {
    const meta = packages[path];
    const name = path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
    return { name, version: meta.version, license: meta.license ?? "UNKNOWN" };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

const quiet = process.argv.includes("--quiet");
if (!quiet) for (const row of rows) console.log(`${row.name}@${row.version}\t${row.license}`);

const byLicense = new Map();
for (const row of rows) byLicense.set(row.license, (byLicense.get(row.license) ?? 0) + 1);
console.log(`\n${rows.length} production packages: ${[...byLicense].map(([l, n]) => `${l} ${n}`).join(", ")}`);

// "(MIT OR GPL-3.0)" lets us choose the permissive side; only a licence with no permissive choice fails.
const problems = rows.filter((row) => {
  const choices = String(row.license).replace(/[()]/g, "").split(/\s+OR\s+/i);
  return choices.every((choice) => COPYLEFT.test(choice) || choice === "UNKNOWN");
});
if (problems.length > 0) {
  console.error(`\nCopyleft or unknown licences in production dependencies:\n${problems.map((p) => `  ${p.name}@${p.version}: ${p.license}`).join("\n")}`);
  process.exit(1);
}
console.log("No copyleft licence ships.");
