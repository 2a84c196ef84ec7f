import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * scripts/run.sh in a folder of its own, with stand-ins for `node` and `npm` on PATH that log what they are
 * asked: which Node it picks, what it installs and which npm script it runs. The real download of Node 24 is
 * checked by hand from a fresh clone (decision 1021).
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), "wayfarer-run-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A `node` that reports `version`, and an `npm` that logs its arguments with the Node it sees. */
function standIns(bin: string, version: string, npmName: string): void {
  fs.mkdirSync(bin, { recursive: true });
  const node = `#!/bin/sh\nif [ "$1" = "-v" ]; then echo v${version}.0.0; else echo ${version}; fi\n`;
  const npm = [
    "#!/bin/sh",
    'if [ "$1" = "-v" ]; then echo 11.0.0; exit 0; fi',
    `echo "${npmName} $* | node $(node -v) | nodedir \${npm_config_nodedir:-none}" >>"$LOG"`,
    // What the registry's `node` package leaves in .tools/: this platform's binary package, with its npm.
    'if [ "$2" = "--prefix" ]; then',
    '  dir="$3/node_modules/node/node_modules/node-test-x64/bin"',
    '  mkdir -p "$dir"',
    `  printf '#!/bin/sh\\nif [ "$1" = "-v" ]; then echo v24.0.0; else echo 24; fi\\n' >"$dir/node"`,
    '  sed "s/^echo \\"[a-z0-9]*/echo \\"npm24/" "$0" >"$dir/npm"',
    '  chmod +x "$dir/node" "$dir/npm"',
    "fi",
    "",
  ].join("\n");
  fs.writeFileSync(path.join(bin, "node"), node, { mode: 0o755 });
  fs.writeFileSync(path.join(bin, "npm"), npm, { mode: 0o755 });
}

function run(name: string, systemNode: string, args: string[], prepare?: (repo: string) => void) {
  const repo = path.join(root, name);
  fs.mkdirSync(path.join(repo, "scripts"), { recursive: true });
  fs.copyFileSync("scripts/run.sh", path.join(repo, "scripts/run.sh"));
  standIns(path.join(repo, "system-bin"), systemNode, "npm");
  prepare?.(repo);
  const log = path.join(repo, "npm.log");
  fs.writeFileSync(log, "");
  const result = spawnSync("bash", [path.join(repo, "scripts/run.sh"), ...args], {
    encoding: "utf8",
    env: { PATH: `${path.join(repo, "system-bin")}:/usr/bin:/bin`, LOG: log },
  });
  const calls = fs.readFileSync(log, "utf8").replaceAll(repo, "<repo>").trim().split("\n").filter(Boolean);
  return { status: result.status, output: result.stdout + result.stderr, calls };
}

describe("scripts/run.sh", () => {
  it("on Node 20, takes Node 24 from the registry into .tools/, then installs the lockfile and runs the script with it", () => {
    const { status, output, calls } = run("node20", "20", ["start"]);
    expect(status).toBe(0);
    expect(output).toContain("System Node is v20.0.0: installing Node 24 from the npm registry into .tools/");
    const node24 = "node v24.0.0 | nodedir <repo>/.tools/node_modules/node/node_modules/node-test-x64";
    expect(calls).toEqual([
      "npm install --prefix .tools --no-audit --no-fund --no-save node@24 | node v20.0.0 | nodedir none",
      `npm24 ci --no-audit --no-fund | ${node24}`,
      `npm24 run start | ${node24}`,
    ]);
    expect(JSON.parse(fs.readFileSync(path.join(root, "node20/.tools/package.json"), "utf8"))).toEqual({
      private: true,
      allowScripts: { node: true },
    });
  });

  it("reuses Node 24 in .tools/, installs only what changed once node_modules exists, and passes arguments on", () => {
    const { calls } = run("again", "18", ["test:fast", "src/shared"], (repo) => {
      fs.mkdirSync(path.join(repo, "node_modules"));
      fs.writeFileSync(path.join(repo, "node_modules/.package-lock.json"), "{}");
    });
    expect(calls.map((call) => call.split(" | ")[0])).toEqual([
      "npm install --prefix .tools --no-audit --no-fund --no-save node@24",
      "npm24 install --no-audit --no-fund",
      "npm24 run test:fast -- src/shared",
    ]);
    const rerun = spawnSync("bash", [path.join(root, "again/scripts/run.sh"), "start"], {
      encoding: "utf8",
      env: { PATH: `${path.join(root, "again/system-bin")}:/usr/bin:/bin`, LOG: path.join(root, "again/npm.log") },
    });
    expect(rerun.status).toBe(0);
    const log = fs.readFileSync(path.join(root, "again/npm.log"), "utf8");
    expect(log.match(/--prefix \.tools/g)).toHaveLength(1);
  });

  it("uses the system Node when it is 24 already", () => {
    const { calls } = run("node24", "24", ["test"]);
    expect(calls).toEqual([
      "npm ci --no-audit --no-fund | node v24.0.0 | nodedir none",
      "npm run test | node v24.0.0 | nodedir none",
    ]);
  });

  it("stops on a Node older than 18 and names Docker as the other way", () => {
    const { status, output, calls } = run("node16", "16", ["start"]);
    expect(status).toBe(1);
    expect(output).toContain("Wayfarer needs Node 18 or newer");
    expect(output).toContain("docker compose up --build");
    expect(calls).toEqual([]);
  });

  it("says how to use it without a script name", () => {
    const { status, output } = run("usage", "24", []);
    expect(status).toBe(2);
    expect(output).toContain("Usage: bash scripts/run.sh <npm script>");
  });
});
