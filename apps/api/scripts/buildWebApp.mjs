/**
 * `node apps/api/scripts/buildWebApp.mjs [--force]` (run by `pnpm start` and `pnpm start:cluster`):
 * builds the web app the service serves (`pnpm --filter @finance/web build`) only when what the
 * build reads changed since the dist was made, then writes a `.gz` and a `.br` beside each text file
 * of the dist for the server to send as they are.
 *
 * What the build reads, hashed: the files of apps/web and of each workspace package it uses
 * (`@finance/client`), tests and build output left out; their importer entries in pnpm-lock.yaml;
 * tsconfig.base.json; this script. The hash is stamped into the dist (`.build-stamp`, a hidden file
 * the server never sends): a dist made any other way has no stamp and is built again, so a served
 * dist always has its compressed twins. Reading the sources takes a few tens of milliseconds.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, realpath, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export const STAMP = ".build-stamp";
const SCRIPT = fileURLToPath(import.meta.url);

/** Folders that are not the build's input: dependencies, output, caches, tests. */
const SKIPPED_DIRS = new Set(["node_modules", "dist", "coverage", "test", "tests", "e2e", "__tests__"]);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** Text the browser loads; images and fonts are compressed already, source maps only devtools read. */
const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
  ".wasm",
]);
/** Below this a compressed answer saves less than its own overhead. */
const MIN_COMPRESS_BYTES = 1024;

const toPosix = (path) => path.split(sep).join("/");

/** Every input file under `dir`, skipping hidden entries, SKIPPED_DIRS and test files. */
const inputFiles = async (dir) => {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      if (entry.name.startsWith(".")) return [];
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : inputFiles(path);
      return entry.isFile() && !TEST_FILE.test(entry.name) ? [path] : [];
    }),
  );
  return files.flat();
};

/** The package folder and its workspace dependencies' folders (followed through node_modules links), each once. */
const workspacePackages = async (packageDir, seen = new Set()) => {
  const dir = await realpath(packageDir);
  if (seen.has(dir)) return seen;
  seen.add(dir);
  const manifest = JSON.parse(await readFile(join(dir, "package.json"), "utf8"));
  const dependencies = { ...manifest.dependencies, ...manifest.devDependencies };
  for (const [name, range] of Object.entries(dependencies)) {
    if (String(range).startsWith("workspace:")) await workspacePackages(join(dir, "node_modules", name), seen);
  }
  return seen;
};

/** The lockfile's `importers` entry of one package (`  apps/web:` up to the next importer), or "". */
export const lockfileEntry = (lockfile, importer) => {
  const lines = lockfile.split("\n");
  const start = lines.indexOf(`  ${importer}:`);
  if (start < 0) return "";
  const end = lines.findIndex((line, i) => i > start && /^ {0,2}\S/.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join("\n");
};

/**
 * The hash of everything the web build reads (see the top of this file). `workspaceDir` holds
 * pnpm-lock.yaml and tsconfig.base.json (either may be absent); `webDir` is inside it.
 */
export const webSourceHash = async ({ webDir, workspaceDir }) => {
  const root = await realpath(workspaceDir);
  const packages = [...(await workspacePackages(webDir))].sort();
  const lockPath = join(root, "pnpm-lock.yaml");
  const lockfile = existsSync(lockPath) ? await readFile(lockPath, "utf8") : "";
  const hash = createHash("sha256");
  for (const dir of packages) hash.update(`lock\0${lockfileEntry(lockfile, toPosix(relative(root, dir)))}\0`);
  const files = [SCRIPT, join(root, "tsconfig.base.json"), ...(await Promise.all(packages.map(inputFiles))).flat()];
  for (const file of files.sort()) {
    if (!existsSync(file)) continue;
    hash.update(`${file === SCRIPT ? "script" : toPosix(relative(root, file))}\0`);
    hash.update(await readFile(file));
    hash.update("\0");
  }
  return hash.digest("hex");
};

/** Whether `distDir` holds a complete build stamped with `hash`. */
export const isBuiltFrom = async (distDir, hash) => {
  if (!existsSync(join(distDir, "index.html"))) return false;
  try {
    return (await readFile(join(distDir, STAMP), "utf8")).trim() === hash;
  } catch {
    return false;
  }
};

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Writes `<file>.gz` and `<file>.br` beside each compressible file of `distDir`; answers the files compressed. */
export const precompress = async (distDir) => {
  const all = async (dir) => {
    const entries = await readdir(dir, { withFileTypes: true });
    return (
      await Promise.all(entries.map((e) => (e.isDirectory() ? all(join(dir, e.name)) : [join(dir, e.name)])))
    ).flat();
  };
  const targets = (await all(distDir)).filter((file) => COMPRESSIBLE.has(extname(file)));
  const compressed = await Promise.all(
    targets.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_COMPRESS_BYTES) return null;
      const [gz, br] = await Promise.all([
        gzipAsync(bytes, { level: 9 }),
        brotliAsync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
      ]);
      await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
      return file;
    }),
  );
  return compressed.filter((file) => file !== null);
};

const LOCK_WAIT_MS = 10 * 60_000;

/** Whether a lock folder's owner is gone: its process no longer runs, or it never wrote its pid within a minute. */
const abandoned = async (lock) => {
  const pid = Number(await readFile(join(lock, "pid"), "utf8").catch(() => ""));
  if (!pid) return Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs > 60_000;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === "ESRCH";
  }
};

/**
 * One build of a dist at a time (two `pnpm start` at once would have Vite empty the folder under
 * the other's build): a folder in the temporary directory, made atomically, holds the owner's pid.
 * Answers its release.
 */
/** The lock folder of one dist. */
export const buildLockPath = (distDir) =>
  join(tmpdir(), `finance-web-build-${createHash("sha256").update(resolve(distDir)).digest("hex").slice(0, 16)}.lock`);

const lockBuildOf = async (distDir) => {
  const lock = buildLockPath(distDir);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(join(lock, "pid"), String(process.pid));
      return () => rm(lock, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    if (await abandoned(lock)) await rm(lock, { recursive: true, force: true });
    else if (Date.now() > deadline) throw new Error(`another build of ${distDir} holds ${lock}`);
    else await sleep(200);
  }
};

/**
 * Builds (with `build`, then `precompress`) unless `distDir` was stamped with the current hash.
 * One process at a time per dist: a start that waited finds the build another just made.
 * Answers what it did: `{ built, hash, reason }`.
 */
export const buildIfChanged = async ({ webDir, distDir, workspaceDir, build, force = false }) => {
  const started = performance.now();
  const release = await lockBuildOf(distDir);
  try {
    const hash = await webSourceHash({ webDir, workspaceDir });
    if (!force && (await isBuiltFrom(distDir, hash))) {
      return { built: false, hash, reason: `up to date (checked in ${Math.round(performance.now() - started)} ms)` };
    }
    await build();
    if (!existsSync(join(distDir, "index.html"))) throw new Error(`the build wrote no ${join(distDir, "index.html")}`);
    await precompress(distDir);
    await writeFile(join(distDir, STAMP), `${hash}\n`);
    return { built: true, hash, reason: force ? "forced" : "sources changed" };
  } finally {
    await release();
  }
};

const main = async () => {
  const workspaceDir = resolve(dirname(SCRIPT), "..", "..", "..");
  const webDir = join(workspaceDir, "apps", "web");
  if (!existsSync(join(webDir, "index.html"))) {
    console.log("web app: apps/web has no index.html yet; nothing to build");
    return;
  }
  const result = await buildIfChanged({
    webDir,
    distDir: join(webDir, "dist"),
    workspaceDir,
    force: process.argv.includes("--force"),
    build: async () => {
      // Always the production bundle: a NODE_ENV of test or development inherited from the caller
      // (a test runner) would make Vite bundle React's development build, which the stamp cannot tell.
      const env = { ...process.env, NODE_ENV: "production" };
      const run = spawnSync("pnpm", ["--filter", "@finance/web", "build"], {
        cwd: workspaceDir,
        stdio: "inherit",
        env,
      });
      if (run.status !== 0)
        throw new Error(`pnpm --filter @finance/web build failed (exit ${run.status ?? run.signal})`);
    },
  });
  console.log(`web app: ${result.built ? "built" : "not rebuilt"}, ${result.reason} (${result.hash.slice(0, 12)})`);
};

if (process.argv[1] && (await realpath(process.argv[1]).catch(() => "")) === SCRIPT) {
  await main().catch((error) => {
    console.error(`web app: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
