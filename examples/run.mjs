/**
 * Runs scenario.js on the BUILT domain package in five runtimes: Node, Deno, Bun, workerd (through
 * Miniflare) and Chromium (through playwright-core). Exits non-zero when any runtime fails.
 *
 *   node examples/run.mjs [path/to/finance-domain-x.y.z.tgz]
 *
 * Without a tarball it builds and packs the domain first. The tarball is unpacked into a fresh
 * folder under the system's temporary directory, outside the workspace, so nothing can resolve
 * `@finance/domain` to its TypeScript sources: every runtime gets `node_modules/@finance/domain`
 * exactly as npm would install it. Runtimes come from the npm registry (examples/package.json)
 * and none of them may reach the network.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const require = createRequire(import.meta.url);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The domain's tarball: the one given, or a fresh `pnpm pack` of a fresh build. */
const domainTarball = (scratch) => {
  if (process.argv[2]) return resolve(process.argv[2]);
  execFileSync("pnpm", ["--filter", "@finance/domain", "run", "build"], { cwd: root, stdio: "ignore" });
  const packed = execFileSync("pnpm", ["pack", "--pack-destination", scratch, "--json"], {
    cwd: join(root, "packages", "domain"),
    encoding: "utf8",
  });
  return JSON.parse(packed).filename;
};

/** A folder that looks like an app with the tarball installed: package.json, node_modules, the scenario. */
const prepare = (tarball) => {
  const app = mkdtempSync(join(tmpdir(), "finance-examples-"));
  const installed = join(app, "node_modules", "@finance", "domain");
  mkdirSync(installed, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", installed, "--strip-components=1"]);
  const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
  writeFileSync(
    join(app, "package.json"),
    JSON.stringify({ private: true, type: "module", dependencies: { [manifest.name]: manifest.version } }),
  );
  cpSync(join(here, "scenario.js"), join(app, "scenario.js"));
  cpSync(join(here, "hosts"), join(app, "hosts"), { recursive: true });
  return { app, manifest };
};

/** The executable a platform package ships (the wrapper packages' install scripts never ran). */
const platformBinary = (wrapper, platformPackage, file) =>
  join(
    dirname(createRequire(require.resolve(`${wrapper}/package.json`)).resolve(`${platformPackage}/package.json`)),
    file,
  );

const arch = { x64: "x64", arm64: "aarch64" }[process.arch];
const DENO = platformBinary(
  "deno",
  `@deno/${process.platform}-${process.arch}${process.platform === "linux" ? "-glibc" : ""}`,
  "deno",
);
const BUN = platformBinary("bun", `@oven/bun-${process.platform}-${arch}`, "bin/bun");

/** Runs hosts/cli.js with a command line runtime; passes when it exits 0 and prints the PASSED line. */
const cli =
  (command, args, env = {}) =>
  (app) => {
    const run = spawnSync(command, [...args, "hosts/cli.js"], {
      cwd: app,
      encoding: "utf8",
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: "1", ...env },
      timeout: 60_000,
    });
    const passed = run.stdout.match(/^PASSED (\d+) checks on (.+)$/m);
    if (run.status !== 0 || !passed) throw new Error(`exit ${run.status ?? run.signal}\n${run.stdout}${run.stderr}`);
    return { checks: Number(passed[1]), runtime: passed[2] };
  };

/** Workers code is bundled before it is deployed (wrangler uses esbuild): resolve the package's exports as it does. */
const workerd = async (app) => {
  const bundled = await build({
    entryPoints: [join(app, "hosts", "worker.js")],
    absWorkingDir: app,
    bundle: true,
    format: "esm",
    platform: "neutral",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["module", "main"],
    write: false,
    logLevel: "silent",
  });
  const mf = new Miniflare({ modules: true, script: bundled.outputFiles[0].text, compatibilityDate: "2026-07-01" });
  try {
    const response = await mf.dispatchFetch("http://localhost/");
    const text = await response.text();
    if (response.status !== 200) throw new Error(`HTTP ${response.status}\n${text}`);
    const { checks, runtime } = JSON.parse(text);
    return { checks, runtime: `workerd (${runtime})` };
  } finally {
    await mf.dispose();
  }
};

/** A plain static server and an import map built from the installed package's `exports`: no bundler. */
const browser = async (app, manifest) => {
  const imports = Object.fromEntries(
    Object.entries(manifest.exports).map(([key, target]) => [
      manifest.name + key.slice(1),
      `/node_modules/${manifest.name}/${(typeof target === "string" ? target : target.default).replace(/^\.\//, "")}`,
    ]),
  );
  const page = readFileSync(join(app, "hosts", "page.html"), "utf8").replace(
    "<!--IMPORT_MAP-->",
    `<script type="importmap">${JSON.stringify({ imports })}</script>`,
  );
  const types = { ".js": "text/javascript", ".html": "text/html" };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    try {
      const body = path === "/" ? page : readFileSync(join(app, path));
      response.writeHead(200, { "content-type": types[extname(path) || ".html"] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((listening) => server.listen(0, "127.0.0.1", listening));
  const chrome = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const tab = await chrome.newPage();
    const problems = [];
    tab.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    tab.on("requestfailed", (failed) => problems.push(`request failed: ${failed.url()}`));
    tab.on("response", (answer) => answer.status() >= 400 && problems.push(`HTTP ${answer.status()} ${answer.url()}`));
    await tab.goto(`http://127.0.0.1:${server.address().port}/`);
    const result = await tab.waitForFunction(() => window.scenarioResult, null, { timeout: 60_000 });
    const { checks, runtime, error } = await result.jsonValue();
    if (error || problems.length) throw new Error([error, ...problems].filter(Boolean).join("\n"));
    return { checks, runtime: `Chromium (${runtime})` };
  } finally {
    await chrome.close();
    server.close();
  }
};

const RUNTIMES = {
  node: cli(process.execPath, []),
  deno: cli(DENO, ["run", "--no-prompt", "--node-modules-dir=manual"], { DENO_NO_UPDATE_CHECK: "1" }),
  bun: cli(BUN, ["--no-install"], { DO_NOT_TRACK: "1" }),
  workerd,
  chromium: browser,
};

const scratch = mkdtempSync(join(tmpdir(), "finance-domain-pack-"));
const { app, manifest } = prepare(domainTarball(scratch));
console.log(`${manifest.name}@${manifest.version} (packed) installed in ${app}`);
const results = [];
for (const [name, run] of Object.entries(RUNTIMES)) {
  const started = performance.now();
  try {
    const { checks, runtime } = await run(app, manifest);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    results.push({ name, checks });
    console.log(`PASS ${name}: ${checks} checks on ${runtime} in ${seconds} s`);
  } catch (error) {
    results.push({ name, error });
    console.log(`FAIL ${name}: ${error instanceof Error ? error.message : error}`);
  }
}
rmSync(app, { recursive: true, force: true });
rmSync(scratch, { recursive: true, force: true });

// Every runtime ran the same scenario: the same number of checks, all passed.
const expected = results.find((r) => r.checks)?.checks;
const failed = results.filter((r) => r.error || r.checks !== expected);
console.log(`runtimes: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 && expected > 0 ? 0 : 1);
