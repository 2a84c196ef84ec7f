import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

/**
 * No import cycles, type-only imports included. Lint's import-x/no-cycle skips `import type`, but two modules
 * that name each other's types still cannot be read, or moved, one without the other.
 */
function importCycles(files: readonly string[], options: ts.CompilerOptions): string[][] {
  const known = new Set(files);
  const imports = new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
      const targets = importedFiles
        .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
        .filter((target): target is string => target !== undefined && known.has(target));
      return [file, targets];
    }),
  );
  // Tarjan's strongly connected components: every component of more than one file is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const target of imports.get(file)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.lastIndexOf(file));
    if (component.length > 1) cycles.push(component.map((member) => path.relative(process.cwd(), member)).sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

describe("import cycles", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wayfarer-cycles-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("finds a cycle made of type-only imports", () => {
    const a = path.join(dir, "a.ts");
    const b = path.join(dir, "b.ts");
    const c = path.join(dir, "c.ts");
    fs.writeFileSync(a, 'import type { B } from "./b";\nexport type A = { b?: B };\n');
    fs.writeFileSync(b, 'import type { A } from "./a";\nexport type B = { a?: A };\n');
    fs.writeFileSync(c, 'import type { A } from "./a";\nexport type C = A;\n');
    expect(importCycles([a, b, c], {})).toEqual([[a, b].map((file) => path.relative(process.cwd(), file)).sort()]);
  });

  it("has none in the project", () => {
    const { config } = ts.readConfigFile("tsconfig.json", ts.sys.readFile);
    const { fileNames, options } = ts.parseJsonConfigFileContent(config, ts.sys, process.cwd());
    expect(fileNames.length).toBeGreaterThan(100);
    expect(importCycles(fileNames, options)).toEqual([]);
  });
});
