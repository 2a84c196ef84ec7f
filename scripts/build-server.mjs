// Bundles the server into one ESM file; npm packages stay external and load from node_modules.
// The offline planner's data files (city guides, gazetteer) are read at run time beside the bundle.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: ["src/server/main.ts"],
  outfile: "dist/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

const knowledge = "src/server/knowledge";
rmSync("dist/server/guides", { recursive: true, force: true });
cpSync(`${knowledge}/guides`, "dist/server/guides", { recursive: true });
cpSync(`${knowledge}/gazetteer.tsv.gz`, "dist/server/gazetteer.tsv.gz");
