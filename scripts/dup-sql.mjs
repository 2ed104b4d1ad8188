#!/usr/bin/env node
// Copy-paste between the two SQL dialect packages, counted as pairs of files (one in each) that
// share at least one clone found by jscpd. The SQL is meant to be written once in adapter-sql, so
// the count may only go down: above MAX_PAIRS the check fails. Lower MAX_PAIRS when a pair goes.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

const MAX_PAIRS = 3;
const DIRS = ["packages/adapter-sqlite/src", "packages/adapter-postgres/src"];

const out = mkdtempSync(join(tmpdir(), "dup-sql-"));
try {
  const run = spawnSync(
    "jscpd",
    ["--skip-local", "--format", "typescript", "--reporters", "json,silent", "--output", out, ...DIRS],
    { stdio: ["ignore", "ignore", "inherit"], shell: process.platform === "win32" },
  );
  if (run.status !== 0) throw new Error(`jscpd failed (exit ${run.status})`);
  const { duplicates } = JSON.parse(readFileSync(join(out, "jscpd-report.json"), "utf8"));
  const pairs = new Map();
  for (const { firstFile, secondFile, lines } of duplicates) {
    const key = [firstFile.name, secondFile.name].sort().join(" <-> ");
    pairs.set(key, (pairs.get(key) ?? 0) + lines);
  }
  for (const [key, lines] of [...pairs].sort()) console.log(`  ${key}: ${lines} duplicated lines`);
  const summary = `${pairs.size} duplicate file pairs (${duplicates.length} clones) between ${DIRS.map((d) => basename(join(d, ".."))).join(" and ")}; at most ${MAX_PAIRS} allowed`;
  if (pairs.size > MAX_PAIRS) {
    console.error(`dup:sql FAILED: ${summary}. Write the new SQL once in packages/adapter-sql.`);
    process.exitCode = 1;
  } else console.log(`dup:sql: ${summary}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
