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
) {
  const file = path.join(dir, `lock-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify({ packages: { "": {}, ...packages } }));
  try {
    return {
      code: 0,
      output: execFileSync(process.execPath, ["scripts/licenses.mjs", `--lockfile=${file}`], { encoding: "utf8", stdio: "pipe" }),
    };
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
    expect(output).toContain("No copyleft licence ships.");
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
