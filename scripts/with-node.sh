#!/usr/bin/env bash
# Runs a command on another Node.js release line, leaving the installed Node and node_modules as
# they were:   scripts/with-node.sh 24 pnpm test
#
# Node comes from the npm registry (the official binaries published as `node-<platform>-<arch>`,
# which ship bin/node and include/node), so only the registry pnpm already uses must be reachable.
# better-sqlite3 is the one dependency built for one V8 ABI (the rest use N-API): it is compiled
# for that Node once, cached, and swapped in only while the command runs.
# FINANCE_NODE_CACHE moves the cache (default ~/.cache/finance-service/node).
set -euo pipefail
cd "$(dirname "$0")/.."

# `--prepare` only fetches that Node (and builds better-sqlite3 for it), swapping nothing, so CI can
# do it in the background while other steps use the installed Node. `--without-sqlite` leaves
# better-sqlite3 out, for commands that never load it (a test that did would fail on its ABI).
prepare_only=false
with_sqlite=true
while [ "$#" -gt 0 ]; do
  case "$1" in
    --prepare) prepare_only=true ;;
    --without-sqlite) with_sqlite=false ;;
    *) break ;;
  esac
  shift
done
line="${1:?usage: scripts/with-node.sh [--prepare] [--without-sqlite] <major, e.g. 24> <command...>}"
shift
$prepare_only || [ "$#" -gt 0 ] || { echo "usage: scripts/with-node.sh <major> <command...>" >&2; exit 2; }

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

# Unpacks one release of the package once; answers its folder.
fetch() {
  local dir="$cache/$package-$1" download
  if [ ! -x "$dir/bin/node" ]; then
    download="$(mktemp -d)"
    (cd "$download" && npm pack --silent "$package@$1" >/dev/null 2>&1)
    mkdir -p "$download/unpacked"
    tar -xzf "$download"/*.tgz -C "$download/unpacked" --strip-components=1
    rm -rf "$dir" && mv "$download/unpacked" "$dir" && rm -rf "$download"
  fi
  echo "$dir"
}
node_dir="$(fetch "$version")"

if ! $with_sqlite; then
  $prepare_only && { echo "node $version ready in $cache"; exit 0; }
  echo "node $version ($package from the npm registry; better-sqlite3 not built for it)"
  PATH="$node_dir/bin:$PATH" exec "$@"
fi

sqlite_dir="$(cd "$(node -p 'require("path").dirname(require.resolve("better-sqlite3/package.json", { paths: ["packages/adapter-sqlite"] }))')" && pwd -P)"
sqlite_version="$(node -p "require('$sqlite_dir/package.json').version")"

# better-sqlite3 12 subclasses node::ObjectWrap, a header-only class. From Node 24.19 on, that
# header registers an environment cleanup hook which the addon's destructors then remove during
# garbage collection, with no environment current: the process aborts ("Assertion failed: (env)
# != nullptr", nodejs/node#63642; better-sqlite3 13 no longer uses it but needs Node >= 22.14).
# Compiled against the last 24.x headers without the hook (same ABI), it runs on every 24.x.
headers_version="$version"
if [ "$line" = 24 ] && [ "${sqlite_version%%.*}" -lt 13 ]; then headers_version=24.18.1; fi
headers_dir="$(fetch "$headers_version")"
if [ "${sqlite_version%%.*}" -lt 13 ] && grep -q AddCleanupHook "$headers_dir/include/node/node_object_wrap.h"; then
  echo "better-sqlite3 $sqlite_version built against Node $headers_version's headers would abort during garbage" >&2
  echo "collection (node::ObjectWrap cleanup hooks): name older headers of this line in scripts/with-node.sh" >&2
  exit 1
fi

abi="$("$node_dir/bin/node" -p process.versions.modules)"
addon="$cache/better-sqlite3-$sqlite_version-abi$abi-$package-headers-$headers_version.node"
if [ ! -f "$addon" ]; then
  echo "compiling better-sqlite3 $sqlite_version for Node $version (headers of $headers_version; once, cached in $cache)"
  build="$(mktemp -d)"
  cp -R "$sqlite_dir/package.json" "$sqlite_dir/binding.gyp" "$sqlite_dir/src" "$sqlite_dir/deps" "$build/"
  PATH="$node_dir/bin:$PATH" node node_modules/node-gyp/bin/node-gyp.js rebuild --release \
    --directory="$build" --nodedir="$headers_dir" --jobs=max >"$build/gyp.log" 2>&1 || { cat "$build/gyp.log" >&2; exit 1; }
  cp "$build/build/Release/better_sqlite3.node" "$addon.partial" && mv "$addon.partial" "$addon"
  rm -rf "$build"
fi

if $prepare_only; then
  echo "node $version and better-sqlite3 for it ready in $cache"
  exit 0
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
