/// <reference types="node" />
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import domainPackage from "../package.json";

const DOMAIN_SRC = fileURLToPath(new URL("../src", import.meta.url));

const isBuiltin = (specifier: string) =>
  specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0] ?? "");

/**
 * Bundles `entry` for a neutral platform (no Node, no browser) and answers every import that
 * leaves `allowedDir`: Node built-ins, packages, and files resolved anywhere else.
 */
const impureImports = async (entry: string, allowedDir: string): Promise<string[]> => {
  const { metafile } = await build({
    entryPoints: [entry],
    absWorkingDir: allowedDir,
    platform: "neutral",
    bundle: true,
    write: false,
    metafile: true,
    packages: "external",
    logLevel: "silent",
  });
  const problems: string[] = [];
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    const fromRoot = relative(allowedDir, resolve(allowedDir, input));
    if (fromRoot.startsWith("..") || isAbsolute(fromRoot)) problems.push(`${input} is outside ${allowedDir}`);
    for (const { path, external } of imports) {
      if (external) problems.push(`${input} imports ${isBuiltin(path) ? "Node built-in" : "dependency"} ${path}`);
    }
  }
  return problems;
};

/** Every entry point the package exports: the domain itself and its in-memory testing kit. */
const ENTRY_POINTS = Object.entries(domainPackage.exports as Record<string, string>);

describe("the domain is pure", () => {
  it("exports the domain and its testing kit, both from src", () => {
    expect(ENTRY_POINTS).toEqual([
      [".", "./src/index.ts"],
      ["./testing", "./src/testing/index.ts"],
    ]);
  });

  it("publishes the same entry points, built, from dist", () => {
    expect(Object.keys(domainPackage.publishConfig.exports)).toEqual(ENTRY_POINTS.map(([name]) => name));
  });

  it.each(ENTRY_POINTS)(
    "bundles entry %s for a neutral platform with no Node built-in and no dependency",
    async (_name, file) => {
      expect(await impureImports(fileURLToPath(new URL(`../${file}`, import.meta.url)), DOMAIN_SRC)).toEqual([]);
    },
  );

  it("declares no runtime dependencies", () => {
    expect(Object.keys((domainPackage as { dependencies?: object }).dependencies ?? {})).toEqual([]);
    expect(domainPackage).not.toHaveProperty("peerDependencies");
    expect(domainPackage).not.toHaveProperty("optionalDependencies");
  });
});

describe("the purity check itself", () => {
  const scratch = mkdtemp(join(tmpdir(), "domain-purity-"));
  afterAll(async () => rm(await scratch, { recursive: true, force: true }));

  /** Writes files (paths relative to a fresh temporary `src`) and checks its `index.ts`. */
  const check = async (files: Record<string, string>) => {
    const src = join(await mkdtemp(join(await scratch, "case-")), "src");
    for (const [name, text] of Object.entries(files)) {
      await mkdir(dirname(join(src, name)), { recursive: true });
      await writeFile(join(src, name), text);
    }
    return impureImports(join(src, "index.ts"), src);
  };

  it("passes a pure entry with local imports", async () => {
    expect(await check({ "index.ts": 'export * from "./money";', "money.ts": "export const cents = 100;" })).toEqual(
      [],
    );
  });

  it("catches Node built-ins, with or without the node: prefix, also in nested files", async () => {
    const problems = await check({
      "index.ts": 'import { readFileSync } from "node:fs";\nexport * from "./deep/util";\nexport { readFileSync };',
      "deep/util.ts": 'import { join } from "path";\nexport const where = join("a", "b");',
    });
    expect(problems).toEqual([
      expect.stringMatching(/util\.ts imports Node built-in path$/),
      expect.stringMatching(/index\.ts imports Node built-in node:fs$/),
    ]);
  });

  it("catches packages, dynamic imports and requires", async () => {
    const problems = await check({
      "index.ts":
        'import { z } from "zod";\nexport const later = () => import("tsyringe");\nexport const old = () => require("drizzle-orm");\nexport { z };',
    });
    expect(problems).toEqual([
      expect.stringMatching(/imports dependency zod$/),
      expect.stringMatching(/imports dependency tsyringe$/),
      expect.stringMatching(/imports dependency drizzle-orm$/),
    ]);
  });

  it("catches a relative import that leaves the allowed folder", async () => {
    const problems = await check({
      "index.ts": 'export * from "../outside";',
      "../outside.ts": "export const escaped = true;",
    });
    expect(problems).toEqual([expect.stringMatching(/^\.\.\/outside\.ts is outside /)]);
  });
});
