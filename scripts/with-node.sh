#!/usr/bin/env bash
# Runs a command on another Node.js release line, leaving the installed Node and node_modules as
# they were:   scripts/with-node.sh 24 pnpm test
#
# Node comes from the npm registry (the official binaries published as `node-<platform>-<arch>`,
# which ship bin/node and include/node), so only the registry pnpm already uses must be reachable.
# better-sqlite3 is the one dependency built for one V8 ABI (the rest use N-API): it is compiled
# against that Node's headers once, cached, and swapped in only while the command runs.
# FINANCE_NODE_CACHE moves the cache (default ~/.cache/finance-service/node).
set -euo pipefail
cd "$(dirname "$0")/.."

line="${1:?usage: scripts/with-node.sh <major, e.g. 24> <command...>}"
shift
[ "$#" -gt 0 ] || { echo "usage: scripts/with-node.sh <major> <command...>" >&2; exit 2; }

cache="${FINANCE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/finance-service/node}"
mkdir -p "$cache"
package="node-$(node -p 'process.platform + "-" + process.arch')"

# The newest release of the line.
version="$(npm view "$package@$line" version --json 2>/dev/null | node -e '
  const found = [JSON.parse(require("fs").readFileSync(0, "utf8"))].flat();
  const parts = (v) => v.split(".").map(Number);
  found.sort((a, b) => parts(a).reduce((d, n, i) => d || n - parts(b)[i], 0));
  if (!found.length) process.exit(1);
  console.log(found.at(-1));
')" || { echo "no $package@$line on the npm registry" >&2; exit 1; }

node_dir="$cache/$package-$version"
if [ ! -x "$node_dir/bin/node" ]; then
  download="$(mktemp -d)"
  (cd "$download" && npm pack --silent "$package@$version" >/dev/null 2>&1)
  mkdir -p "$download/unpacked"
  tar -xzf "$download"/*.tgz -C "$download/unpacked" --strip-components=1
  rm -rf "$node_dir" && mv "$download/unpacked" "$node_dir" && rm -rf "$download"
fi

sqlite_dir="$(cd "$(node -p 'require("path").dirname(require.resolve("better-sqlite3/package.json", { paths: ["packages/adapter-sqlite"] }))')" && pwd -P)"
sqlite_version="$(node -p "require('$sqlite_dir/package.json').version")"
abi="$("$node_dir/bin/node" -p process.versions.modules)"
addon="$cache/better-sqlite3-$sqlite_version-abi$abi-$package.node"
if [ ! -f "$addon" ]; then
  echo "compiling better-sqlite3 $sqlite_version for Node $version (once; cached in $cache)"
  build="$(mktemp -d)"
  cp -R "$sqlite_dir/package.json" "$sqlite_dir/binding.gyp" "$sqlite_dir/src" "$sqlite_dir/deps" "$build/"
  PATH="$node_dir/bin:$PATH" node node_modules/node-gyp/bin/node-gyp.js rebuild --release \
    --directory="$build" --nodedir="$node_dir" --jobs=max >"$build/gyp.log" 2>&1 || { cat "$build/gyp.log" >&2; exit 1; }
  cp "$build/build/Release/better_sqlite3.node" "$addon.partial" && mv "$addon.partial" "$addon"
  rm -rf "$build"
fi

# Swap by renaming, never by writing into the installed file: pnpm hard-links it from its store,
# which every checkout on this machine shares.
target="$sqlite_dir/build/Release/better_sqlite3.node"
kept="$target.installed"
restore() { if [ -f "$kept" ]; then mv -f "$kept" "$target"; fi; }
restore # a run killed before it could restore
trap restore EXIT
trap 'exit 130' INT TERM
ln -f "$target" "$kept"
cp "$addon" "$target.next" && mv -f "$target.next" "$target"

echo "node $version ($package from the npm registry)"
PATH="$node_dir/bin:$PATH" "$@"
