#!/usr/bin/env bash
# `pnpm check:packages`: builds every publishable package (each packages/* without "private"),
# packs it as `pnpm publish` would (publishConfig applied, workspace: versions replaced) into
# dist-packages/, and checks each tarball with publint (--strict: warnings fail too) and
# @arethetypeswrong/cli. The packages are ESM only, so attw runs with `--profile esm-only`: it
# skips the CommonJS resolutions (node10, node16 from require), which an ESM-only package cannot
# satisfy by design, and still checks node16-from-ESM and bundler resolution of every entry point.
# Then scripts/smoke-packages.mjs installs the tarballs in a scratch app and runs them (the SQL
# adapters apply the migrations their tarballs ship). Fails when a build changed a committed
# package.json (the exports maps are tsdown's inference).
set -euo pipefail
cd "$(dirname "$0")/.."
out="$PWD/dist-packages"

manifests() { cat packages/*/package.json | cksum; }
before="$(manifests)"
pnpm build:packages
if [ "$(manifests)" != "$before" ]; then
  git --no-pager diff -- 'packages/*/package.json' >&2
  echo "the build changed a package.json (diff above): commit what tsdown writes" >&2
  exit 1
fi

rm -rf "$out" && mkdir -p "$out"
for dir in packages/*/; do
  dir="${dir%/}"
  [ "$(node -p "require('./$dir/package.json').private === true")" = true ] && continue
  for field in license engines files sideEffects publishConfig.exports publishConfig.types scripts.build; do
    node -e '
      const [file, path] = process.argv.slice(1);
      const value = path.split(".").reduce((o, k) => o?.[k], require(file));
      if (value === undefined) { console.error(`${file}: "${path}" is missing (see the README, Packages)`); process.exit(1); }
    ' "./$dir/package.json" "$field"
  done
  tarball="$(cd "$dir" && pnpm pack --pack-destination "$out" --json | node -e 'console.log(JSON.parse(require("fs").readFileSync(0, "utf8")).filename)')"
  echo "== $(basename "$tarball")"
  pnpm exec publint run --strict --pack false "$tarball"
  pnpm exec attw --profile esm-only --no-emoji --no-color --format table-flipped "$tarball"
done
node scripts/smoke-packages.mjs "$out"
