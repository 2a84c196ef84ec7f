import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** scripts/licenses.mjs (run by `npm test` on the real lockfile) against small lockfiles of our own. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wayfarer-licenses-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(
  packages: Record<string, { version?: string; license?: string; dev?: boolean; optional?: boolean; devOptional?: boolean }>,
  data?: { bundled: { file: string; license: string; credit: string }[]; notice: string },
) {
  const id = Math.random().toString(36).slice(2);
  const file = path.join(dir, `lock-${id}.json`);
  fs.writeFileSync(file, JSON.stringify({ packages: { "": {}, ...packages } }));
  const args = ["scripts/licenses.mjs", `--lockfile=${file}`];
  if (data) {
    fs.writeFileSync(path.join(dir, `data-${id}.json`), JSON.stringify(data.bundled));
    fs.writeFileSync(path.join(dir, `notice-${id}`), data.notice);
    args.push(`--data=${path.join(dir, `data-${id}.json`)}`, `--notice=${path.join(dir, `notice-${id}`)}`);
  }
  try {
    return { code: 0, output: execFileSync(process.execPath, args, { encoding: "utf8", stdio: "pipe" }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: failed.stdout + failed.stderr };
  }
}

describe("licence check", () => {
  it("lists what ships and passes permissive licences, and a permissive choice among several", () => {
    const { code, output } = run({
      "node_modules/hono": { version: "4.0.0", license: "MIT" },
      "node_modules/dual": { version: "1.0.0", license: "(MIT OR GPL-3.0)" },
    });
    expect(code).toBe(0);
    expect(output).toContain("hono@4.0.0\tMIT");
    expect(output).toContain("No copyleft licence ships");
  });

  it("accepts bundled CC BY data credited in NOTICE, and refuses it uncredited or share-alike", () => {
    const hono = { "node_modules/hono": { version: "4.0.0", license: "MIT" } };
    const places = { file: "places.tsv", license: "CC-BY-4.0", credit: "GeoNames" };
    expect(run(hono, { bundled: [places], notice: "Includes data from GeoNames (CC BY 4.0)." }).code).toBe(0);
    const uncredited = run(hono, { bundled: [places], notice: "Nothing here." });
    expect(uncredited.code).toBe(1);
    expect(uncredited.output).toContain("places.tsv: CC-BY-4.0");
    const shareAlike = run(hono, { bundled: [{ ...places, license: "CC-BY-SA-4.0" }], notice: "GeoNames" });
    expect(shareAlike.code).toBe(1);
  });

  it("fails on a copyleft or unknown licence in what ships", () => {
    const { code, output } = run({
      "node_modules/hono": { version: "4.0.0", license: "MIT" },
      "node_modules/gpl-thing": { version: "1.0.0", license: "GPL-3.0-only" },
      "node_modules/mystery": { version: "2.0.0" },
    });
    expect(code).toBe(1);
    expect(output).toContain("gpl-thing@1.0.0: GPL-3.0-only");
    expect(output).toContain("mystery@2.0.0: UNKNOWN");
  });

  it("ignores what the image prunes: dev, optional and devOptional packages (e.g. an optional peer's toolchain)", () => {
    const { code, output } = run({
      "node_modules/hono": { version: "4.0.0", license: "MIT" },
      "node_modules/vitest": { version: "4.0.0", license: "MIT", devOptional: true },
      "node_modules/lightningcss": { version: "1.0.0", license: "MPL-2.0", devOptional: true },
      "node_modules/eslint-gpl": { version: "1.0.0", license: "GPL-3.0", dev: true },
      "node_modules/native-binding": { version: "1.0.0", license: "LGPL-3.0", optional: true },
    });
    expect(code).toBe(0);
    expect(output).toContain("1 production packages: MIT 1");
  });
});
