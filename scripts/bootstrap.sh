#!/usr/bin/env bash
# Sets a fresh machine with Node 24 (or 22.12+) up for this repo: pnpm, then the locked
# dependencies.
# Idempotent; `.ci/run` and the README's two commands start with it.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  corepack disable pnpm >/dev/null 2>&1 || true
  npm install --global pnpm@12
fi

# better-sqlite3 compiles from source where no prebuilt binary can be downloaded; node-gyp then
# needs the running Node's headers, and downloads them from nodejs.org unless npm_config_nodedir
# names a folder holding include/node. Official builds (and nvm's) ship them beside bin/node;
# Debian's nodejs-dev package puts them under /usr/include/node.
node_prefix="$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")"
if [ -z "${npm_config_nodedir:-}" ] && [ -f "$node_prefix/include/node/node.h" ]; then
  export npm_config_nodedir="$node_prefix"
fi

pnpm install --frozen-lockfile
