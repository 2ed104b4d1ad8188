#!/usr/bin/env bash
# Sets a fresh machine with Node >= 20.19 up for this repo: pnpm, then the locked dependencies.
# Idempotent; `.ci/run` and the README's two commands start with it.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  corepack disable pnpm >/dev/null 2>&1 || true
  npm install --global pnpm@12
fi

# better-sqlite3 compiles from source where no prebuilt binary can be downloaded; node-gyp then
# needs Node's headers, which Debian's nodejs-dev package puts under /usr/include/node.
if [ -f /usr/include/node/node.h ]; then
  export npm_config_nodedir=/usr
fi

pnpm install --frozen-lockfile
