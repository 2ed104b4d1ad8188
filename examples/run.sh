#!/usr/bin/env bash
# `pnpm examples [domain tarball]`: the built domain in Node, Deno, Bun, workerd and Chromium
# (run.mjs). Miniflare needs Node 22 or later: on an older Node this runs on Node 24 through
# scripts/with-node.sh (fetched from the npm registry once, cached).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
args=()
for arg in "$@"; do args+=("$(realpath "$arg")"); done
if [ "$(node -p 'process.versions.node.split(".")[0] >= 22')" != true ]; then
  exec "$here/../scripts/with-node.sh" 24 node "$here/run.mjs" "${args[@]}"
fi
exec node "$here/run.mjs" "${args[@]}"
