#!/usr/bin/env node
// Type-checks every workspace project with TypeScript 7, the native compiler: each package's own
// `typecheck` script names its tsconfig files (`tsc -p ...`, run there with TypeScript 5.9, which
// the build, the editors and the type-reading tools use); here they are checked in one pass at a
// fraction of the CPU. Every project is checked; the errors of each are printed, and the exit code
// is non-zero if any had some.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const tsc = join(dirname(createRequire(import.meta.url).resolve("typescript-native/package.json")), "bin/tsc");

const workspaceDirs = ["packages", "apps"]
  .flatMap((parent) => readdirSync(join(root, parent)).map((name) => join(root, parent, name)))
  .concat([join(root, "bench"), join(root, "examples")])
  .filter((dir) => existsSync(join(dir, "package.json")));

const configs = workspaceDirs.flatMap((dir) => {
  const script = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).scripts?.typecheck ?? "";
  return [...script.matchAll(/\btsc -p (\S+)/g)].map((match) => join(dir, match[1]));
});
if (configs.length === 0) throw new Error("no tsconfig found through the packages' typecheck scripts");

let failed = 0;
for (const config of configs) {
  const started = performance.now();
  const run = spawnSync(process.execPath, [tsc, "-p", config, "--pretty", "false"], { encoding: "utf8" });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${relative(root, config)}: ${run.status === 0 ? "ok" : "errors"} (${seconds} s)`);
  if (run.status !== 0) {
    failed += 1;
    process.stdout.write(run.error ? `${run.error}\n` : run.stdout + run.stderr);
  }
}
if (failed > 0) {
  console.error(`typecheck: ${failed} of ${configs.length} projects have errors`);
  process.exit(1);
}
console.log(`typecheck: ${configs.length} projects, no errors (TypeScript ${tscVersion().replace(/^Version /, "")})`);

function tscVersion() {
  return spawnSync(process.execPath, [tsc, "--version"], { encoding: "utf8" }).stdout.trim();
}
