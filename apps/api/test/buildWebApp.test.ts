import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIfChanged, buildLockPath, lockfileEntry, STAMP } from "../scripts/buildWebApp.mjs";

const LOCKFILE = (webVite: string, apiHono: string) => `lockfileVersion: '9.0'

importers:

  .:
    devDependencies:
      typescript:
        specifier: ~5.9.3
        version: 5.9.3

  apps/api:
    dependencies:
      hono:
        specifier: ^4.13.0
        version: ${apiHono}

  apps/web:
    dependencies:
      '@finance/client':
        specifier: workspace:*
        version: link:../../packages/client
      vite:
        specifier: ^8.3.0
        version: ${webVite}

  packages/client:
    dependencies:
      openapi-fetch:
        specifier: ^0.17.0
        version: 0.17.0

packages:

  vite@${webVite}:
    resolution: {integrity: sha512-x}
`;

/** A workspace shaped like this one: apps/web using packages/client through its node_modules link. */
const makeWorkspace = (root: string) => {
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write("pnpm-lock.yaml", LOCKFILE("8.3.8", "4.13.19"));
  write("tsconfig.base.json", '{ "compilerOptions": { "strict": true } }\n');
  write(
    "apps/web/package.json",
    JSON.stringify({ name: "@finance/web", dependencies: { "@finance/client": "workspace:*", vite: "^8.3.0" } }),
  );
  write("apps/web/index.html", '<script type="module" src="/src/main.ts"></script>\n');
  write("apps/web/vite.config.ts", "export default {};\n");
  write("apps/web/src/main.ts", 'console.log("app");\n');
  write("apps/web/src/main.test.ts", "test();\n");
  write("apps/web/test/page.test.tsx", "test();\n");
  write("apps/web/node_modules/vite/index.js", "vite();\n");
  write("apps/web/node_modules/.vite/deps.json", "{}\n");
  write("packages/client/package.json", JSON.stringify({ name: "@finance/client" }));
  write("packages/client/src/index.ts", "export const client = 1;\n");
  mkdirSync(join(root, "apps/web/node_modules/@finance"), { recursive: true });
  symlinkSync("../../../../packages/client", join(root, "apps/web/node_modules/@finance/client"));
  return write;
};

describe("building the web app only when its sources changed", () => {
  let root: string;
  let write: (path: string, text: string) => void;
  let builds: number;
  let failNext: boolean;
  const webDir = () => join(root, "apps/web");
  const distDir = () => join(root, "apps/web/dist");

  /** Stands for `vite build`: empties dist, writes index.html and a hashed script (big enough to compress). */
  const build = async () => {
    if (failNext) throw new Error("vite build failed");
    builds += 1;
    rmSync(distDir(), { recursive: true, force: true });
    mkdirSync(join(distDir(), "assets"), { recursive: true });
    writeFileSync(join(distDir(), "index.html"), `<script src="/assets/app-${builds}.js"></script>\n`);
    const script = Array.from({ length: 300 }, (_, i) => `export const v${i} = ${i};`).join("\n");
    writeFileSync(join(distDir(), `assets/app-${builds}.js`), script);
  };
  const run = (force = false) =>
    buildIfChanged({ webDir: webDir(), distDir: distDir(), workspaceDir: root, build, force });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "finance-webbuild-"));
    write = makeWorkspace(root);
    builds = 0;
    failNext = false;
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("builds, compresses and stamps the first time, then skips while nothing it reads changed", async () => {
    const first = await run();
    expect(first).toMatchObject({ built: true, reason: "sources changed" });
    expect(readFileSync(join(distDir(), STAMP), "utf8").trim()).toBe(first.hash);
    const script = readFileSync(join(distDir(), "assets/app-1.js"));
    expect(gunzipSync(readFileSync(join(distDir(), "assets/app-1.js.gz"))).equals(script)).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(distDir(), "assets/app-1.js.br"))).equals(script)).toBe(true);
    // index.html is under the size where compression pays.
    expect(existsSync(join(distDir(), "index.html.gz"))).toBe(false);

    const second = await run();
    expect(second).toMatchObject({ built: false, hash: first.hash });
    expect(second.reason).toMatch(/^up to date/);

    // Tests, dependencies' files, caches and the build's own output are not its input.
    write("apps/web/src/main.test.ts", "test(2);\n");
    write("apps/web/test/page.test.tsx", "test(2);\n");
    write("apps/web/node_modules/vite/index.js", "vite(2);\n");
    write("apps/web/node_modules/.vite/deps.json", '{"v":2}\n');
    write("apps/web/dist/assets/extra.js", "x\n");
    write("pnpm-lock.yaml", LOCKFILE("8.3.8", "4.14.0"));
    expect(await run()).toMatchObject({ built: false, hash: first.hash });
    expect(builds).toBe(1);
  });

  it("rebuilds after a change to the app, a workspace package it uses, its lockfile entry or the shared tsconfig", async () => {
    const hashes = [(await run()).hash];
    const changes: [string, string][] = [
      ["apps/web/src/main.ts", 'console.log("changed");\n'],
      ["apps/web/src/pages/New.tsx", "export const New = 1;\n"],
      ["apps/web/vite.config.ts", "export default { base: '/' };\n"],
      ["apps/web/index.html", "<title>changed</title>\n"],
      ["packages/client/src/index.ts", "export const client = 2;\n"],
      ["pnpm-lock.yaml", LOCKFILE("8.4.0", "4.13.19")],
      ["tsconfig.base.json", '{ "compilerOptions": { "strict": false } }\n'],
    ];
    for (const [path, text] of changes) {
      write(path, text);
      const result = await run();
      expect(result.built, path).toBe(true);
      expect(hashes, path).not.toContain(result.hash);
      hashes.push(result.hash);
      expect((await run()).built, `${path}, again`).toBe(false);
    }
    expect(builds).toBe(changes.length + 1);
  });

  it("rebuilds a dist made without the stamp, one missing its index.html, or when forced", async () => {
    await run();
    rmSync(join(distDir(), STAMP));
    expect((await run()).built).toBe(true);
    rmSync(join(distDir(), "index.html"));
    expect((await run()).built).toBe(true);
    expect(await run(true)).toMatchObject({ built: true, reason: "forced" });
    expect(builds).toBe(4);
  });

  it("stamps nothing when the build fails, so the next start tries again", async () => {
    await run();
    write("apps/web/src/main.ts", "broken(\n");
    failNext = true;
    await expect(run()).rejects.toThrow("vite build failed");
    failNext = false;
    expect((await run()).built).toBe(true);
  });

  it("builds once when two starts ask at the same time: the second waits and finds the first's build", async () => {
    const slowBuild = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await build();
    };
    const both = await Promise.all(
      [0, 1].map(() => buildIfChanged({ webDir: webDir(), distDir: distDir(), workspaceDir: root, build: slowBuild })),
    );
    expect(both.map((result) => result.built).sort()).toEqual([false, true]);
    expect(builds).toBe(1);
    expect(readFileSync(join(distDir(), STAMP), "utf8").trim()).toBe(both[0]?.hash);
  });

  it("takes over the lock of a start that died while building", async () => {
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    mkdirSync(buildLockPath(distDir()));
    writeFileSync(join(buildLockPath(distDir()), "pid"), String(dead));
    expect((await run()).built).toBe(true);
    expect(existsSync(buildLockPath(distDir()))).toBe(false);
  });

  it("reads one importer's entry of the lockfile, up to the next one", () => {
    const lockfile = LOCKFILE("8.3.8", "4.13.19");
    expect(lockfileEntry(lockfile, "apps/web")).toBe(
      [
        "  apps/web:",
        "    dependencies:",
        "      '@finance/client':",
        "        specifier: workspace:*",
        "        version: link:../../packages/client",
        "      vite:",
        "        specifier: ^8.3.0",
        "        version: 8.3.8",
        "",
      ].join("\n"),
    );
    expect(lockfileEntry(lockfile, "apps/missing")).toBe("");
  });
});
